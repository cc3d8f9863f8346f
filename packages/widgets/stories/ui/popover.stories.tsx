import { COLLECTIONS_LOCKED_TEXT } from '@modkit/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Icon, Lock } from '../../src/ui/icon';
import { Popover } from '../../src/ui/popover';
import { expectFocusRing, focusVisibly, inUiFrame, playInUi } from '../support/ui-frame';

interface PopoverArgs {
  onUpgrade: () => void;
  theme?: 'light' | 'dark';
}

/** The locked Collections carousel's popover beside some page content, room below it for the box. */
function LockedPopoverDemo({ onUpgrade }: PopoverArgs) {
  return (
    <div style={{ minHeight: '14em' }}>
      <div className="mk-row">
        <p>Page content beside the popover.</p>
        <Popover
          label={
            <>
              <Icon icon={Lock} /> Locked
            </>
          }
          triggerClassName="mk-btn mk-btn--ghost mk-btn--small"
          title="Collections"
        >
          <p>{COLLECTIONS_LOCKED_TEXT}</p>
          <button type="button" className="mk-btn mk-btn--small" onClick={onUpgrade}>
            Upgrade
          </button>
        </Popover>
      </div>
    </div>
  );
}

/** The locked Collections carousel's popover: its text and Upgrade. */
const meta = {
  title: 'UI/Popover',
  component: LockedPopoverDemo,
  decorators: [inUiFrame],
  args: { onUpgrade: fn() },
} satisfies Meta<PopoverArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button that says it opens a dialog. */
export const Closed: Story = {
  play: playInUi(async ({ ui }) => {
    const trigger = ui.getByRole('button', { name: 'Locked' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    focusVisibly(trigger);
    await expectFocusRing(trigger);
  }),
};

/**
 * A click opens it and focus moves into it; Escape closes it and focus returns to the trigger; a click
 * outside closes it; a second click on the trigger too. The story ends with it open, Upgrade clicked.
 */
export const Open: Story = {
  play: playInUi(async ({ args, shadow, ui }) => {
    const trigger = ui.getByRole('button', { name: 'Locked' });
    const open = async () => {
      await userEvent.click(trigger);
      const panel = await ui.findByRole('dialog', { name: 'Collections' });
      await waitFor(() => expect(shadow.activeElement).toBe(panel));
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(trigger).toHaveAttribute('aria-controls', panel.id);
      return panel;
    };
    const closed = () => waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());

    await expect(await open()).toHaveTextContent(COLLECTIONS_LOCKED_TEXT);
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(shadow.activeElement).toBe(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await open();
    await userEvent.click(ui.getByText('Page content beside the popover.'));
    await closed();

    await open();
    await userEvent.click(trigger);
    await closed();

    await open();
    await userEvent.click(ui.getByRole('button', { name: 'Upgrade' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  }),
};

export const OpenDark: Story = { ...Open, args: { theme: 'dark' } };
