import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dashboard } from '../src';
import { DASHBOARD_FILTERS_KEY } from '../src/dashboard/stored-filters';
import { fixture } from './fixtures/fixture-client';

const meta = {
  title: 'Widgets/Dashboard',
  component: Dashboard,
  parameters: fixture('full', { role: 'SUPER_MENTOR' }),
  // The dashboard keeps its filters on the device: every story starts without them.
  beforeEach: () => localStorage.removeItem(DASHBOARD_FILTERS_KEY),
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every widget shown: counters, categories, three months of hours, two leaderboards. */
export const Full: Story = {};

export const FullDark: Story = { args: { theme: 'dark' } };

export const Loading: Story = { parameters: fixture('loading', { role: 'SUPER_MENTOR' }) };

/** Every widget shown, nothing in them yet. */
export const Empty: Story = { parameters: fixture('empty', { role: 'SUPER_MENTOR' }) };

/** Every access HIDE: 'Oops! No Records Found'. */
export const AllHidden: Story = {
  parameters: fixture('full', { role: 'SUPER_MENTOR', dashboardAccess: 'HIDE' }),
};

/** Every call answers 500: the server's message and Retry. */
const Failing: Story = { parameters: fixture('error', { role: 'SUPER_MENTOR' }) };

export { Failing as Error };
