import type { Meta, StoryObj } from '@storybook/react-vite';
import { Discussion } from '../src';
import { fixture } from './fixtures/fixture-client';
import { PLAYER_MODULE_ID } from './fixtures/module-detail';

const meta = {
  title: 'Widgets/Discussion',
  component: Discussion,
  args: { moduleId: PLAYER_MODULE_ID },
  parameters: fixture('full'),
} satisfies Meta<typeof Discussion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four comments, three replies; the signed-in learner may edit their own. */
export const Full: Story = {};

export const FullDark: Story = { args: { theme: 'dark' } };

/** An admin may also delete any comment. */
export const AsAdmin: Story = { parameters: fixture('full', { role: 'ADMIN' }) };

export const Loading: Story = { parameters: fixture('loading') };

/** No comment yet: the form and 'No Record Found'. */
export const Empty: Story = { parameters: fixture('empty') };

/** Every call answers 500: the server's message and Retry. */
const Failing: Story = { parameters: fixture('error') };

export { Failing as Error };
