import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsBadge } from '../src';
import { fixture } from './fixtures/fixture-client';

const meta = {
  title: 'Widgets/Points Badge',
  component: PointsBadge,
  parameters: fixture('full'),
} satisfies Meta<typeof PointsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,250 points; the tooltip 'Points earned so far' on hover or focus. */
export const Full: Story = {};

export const FullDark: Story = { args: { theme: 'dark' } };

/** While loading the badge shows '…'. */
export const Loading: Story = { parameters: fixture('loading') };

/** No points yet: 0. */
export const Empty: Story = { parameters: fixture('empty') };

/** The badge has no error text: a failed load shows 0 and a click retries. */
const Failing: Story = { parameters: fixture('error') };

export { Failing as Error };
