import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Tooltip } from '../../src/ui/tooltip';
import { expectFocusRing, focusVisibly, inUiFrame, playInUi } from '../support/ui-frame';

interface TooltipArgs {
  text: string;
  theme?: 'light' | 'dark';
}

const TEXT = 'Points earned so far';

/** The visible tooltip box (aria-hidden: the same text is the trigger's description). */
function tooltipOf(shadow: ShadowRoot): HTMLElement | null {
  return shadow.querySelector('[part="tooltip"]');
}

/** The header's points badge with its tooltip, room above it for the box. */
function PointsTooltipDemo({ text }: TooltipArgs) {
  return (
    <div style={{ paddingTop: '3em' }}>
      <Tooltip text={text}>
        <button type="button" className="mk-btn mk-btn--ghost">
          1,250 points
        </button>
      </Tooltip>
    </div>
  );
}

/** A tooltip on hover and keyboard focus, closed by Escape, its text the trigger's accessible description. */
const meta = {
  title: 'UI/Tooltip',
  component: PointsTooltipDemo,
  decorators: [inUiFrame],
  args: { text: TEXT },
} satisfies Meta<TooltipArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: no box, but the text already describes the button. */
export const Default: Story = {
  play: playInUi(async ({ shadow, ui }) => {
    await expect(ui.getByRole('button', { name: '1,250 points' })).toHaveAccessibleDescription(TEXT);
    await expect(tooltipOf(shadow)).toBeNull();
  }),
};

/** Keyboard focus opens it (with the trigger's ring); Escape closes it; focus again reopens it. */
export const Focus: Story = {
  play: playInUi(async ({ shadow, ui }) => {
    const trigger = ui.getByRole('button', { name: '1,250 points' });
    focusVisibly(trigger);
    await waitFor(() => expect(tooltipOf(shadow)).toBeVisible());
    await expect(tooltipOf(shadow)).toHaveTextContent(TEXT);
    await expectFocusRing(trigger);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltipOf(shadow)).toBeNull());
    await expect(shadow.activeElement).toBe(trigger);

    trigger.blur();
    focusVisibly(trigger);
    await waitFor(() => expect(tooltipOf(shadow)).toBeVisible());
  }),
};

export const FocusDark: Story = { ...Focus, args: { theme: 'dark' } };

/** The pointer on the trigger opens it, off the trigger closes it. */
export const Hover: Story = {
  play: playInUi(async ({ shadow, ui }) => {
    const trigger = ui.getByRole('button', { name: '1,250 points' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(tooltipOf(shadow)).toBeVisible());
    await expect(tooltipOf(shadow)).toHaveTextContent(TEXT);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(tooltipOf(shadow)).toBeNull());
    await userEvent.hover(trigger);
    await waitFor(() => expect(tooltipOf(shadow)).toBeVisible());
  }),
};
