import type { Meta, StoryObj } from '@storybook/react-vite';
import { LearnerTable } from '../src';
import { fixture } from './fixtures/fixture-client';

const meta = {
  title: 'Widgets/Learner Table',
  component: LearnerTable,
  args: { appUrl: 'https://app.modkit.test' },
  parameters: fixture('full', { role: 'MENTOR' }),
} satisfies Meta<typeof LearnerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve learners on two pages of ten, in two columns; one has no name yet, one package expired. */
export const Full: Story = {};

export const FullDark: Story = { args: { theme: 'dark' } };

export const Loading: Story = { parameters: fixture('loading', { role: 'MENTOR' }) };

/** No learner yet: "Oops! You haven't added any learners yet". */
export const Empty: Story = { parameters: fixture('empty', { role: 'MENTOR' }) };

/** Every call answers 500: the server's message and Retry. */
const Failing: Story = { parameters: fixture('error', { role: 'MENTOR' }) };

export { Failing as Error };

/** A learner signed in: the table is not for them. */
export const AsLearner: Story = { parameters: fixture('full', { role: 'STUDENT' }) };
