import { GATE_MESSAGES } from '@modkit/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ModulePlayer } from '../src';
import { fixture } from './fixtures/fixture-client';
import { PLAYER_MODULE_ID } from './fixtures/module-detail';
import { withinWidget } from './support/within-widget';

const meta = {
  title: 'Widgets/Module Player',
  component: ModulePlayer,
  args: { moduleId: PLAYER_MODULE_ID, appUrl: 'https://app.modkit.test' },
  parameters: fixture('full'),
} satisfies Meta<typeof ModulePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks Get Started once the module has loaded. */
async function getStarted(canvasElement: HTMLElement) {
  const widget = await withinWidget(canvasElement, 'modkit-module-player');
  await userEvent.click(await widget.findByRole('button', { name: 'Get Started' }, { timeout: 10_000 }));
  return widget;
}

/** The preview of an assigned module: progress 33 %, bookmarked, careers and tags. */
export const Full: Story = {};

export const FullDark: Story = { args: { theme: 'dark' } };

/** Get Started on an assigned module opens the three tabs with the progress strip. */
export const ModulePage: Story = {
  play: async ({ canvasElement }) => {
    const widget = await getStarted(canvasElement);
    await expect(await widget.findByRole('tab', { name: /Get the idea/ })).toBeVisible();
  },
};

export const ModulePageDark: Story = { ...ModulePage, args: { theme: 'dark' } };

export const Loading: Story = { parameters: fixture('loading') };

/** A module with no cover, description, careers, tags or projects: the Mini Projects tab is empty. */
export const Empty: Story = {
  parameters: fixture('empty'),
  play: async ({ canvasElement }) => {
    const widget = await getStarted(canvasElement);
    await userEvent.click(await widget.findByRole('tab', { name: /Mini Projects/ }));
    await expect(await widget.findByText('Oops! No projects Found')).toBeVisible();
  },
};

/** A learner on FREE with no module left: Get Started shows the upgrade strip. */
export const Locked: Story = {
  parameters: fixture('locked'),
  play: async ({ canvasElement }) => {
    const widget = await getStarted(canvasElement);
    await expect(await widget.findByText(GATE_MESSAGES.learnerOutOfModules)).toBeVisible();
  },
};

export const LockedDark: Story = { ...Locked, args: { theme: 'dark' } };

/** Every call answers 500: the server's message and Retry. */
const Failing: Story = { parameters: fixture('error') };

export { Failing as Error };

/** A mentor sees the preview without progress, and the module opens without an assignment. */
export const AsMentor: Story = { parameters: fixture('full', { role: 'MENTOR' }) };
