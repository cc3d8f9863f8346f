import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { useDemoDialog } from '../support/demo-dialog';
import { cancelDialog, inUiFrame, playInUi } from '../support/ui-frame';

interface ConfirmArgs {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  theme?: 'light' | 'dark';
}

const TITLE = 'Delete Comment';
const MESSAGE = 'Are you sure you want to delete this comment?';

/** A Delete link that asks first, as a comment's does. */
function ConfirmDemo({ open: initiallyOpen, busy, onConfirm, onCancel }: ConfirmArgs) {
  const { open, show, thenClose } = useDemoDialog(initiallyOpen);
  return (
    <>
      <button type="button" className="mk-link-btn mk-link-btn--danger" onClick={show}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title={TITLE}
        message={MESSAGE}
        busy={busy}
        onConfirm={thenClose(onConfirm)}
        onCancel={thenClose(onCancel)}
      />
    </>
  );
}

/** A Yes/No question in an `alertdialog` (delete a comment, remove learners). */
const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDemo,
  decorators: [inUiFrame],
  args: { open: true, busy: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<ConfirmArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, No and Yes; focus is inside the dialog. */
export const Open: Story = {
  play: playInUi(async ({ shadow, ui }) => {
    const dialog = await ui.findByRole('alertdialog', { name: TITLE });
    await expect(dialog).toHaveTextContent(MESSAGE);
    await waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));
  }),
};

export const OpenDark: Story = { ...Open, args: { theme: 'dark' } };

/** While the answer is being sent: Yes is disabled and does not fire again; No still closes. */
export const Busy: Story = {
  args: { busy: true },
  play: playInUi(async ({ args, ui }) => {
    const yes = await ui.findByRole('button', { name: 'Yes' });
    await expect(yes).toBeDisabled();
    await userEvent.click(yes);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(ui.getByRole('alertdialog', { name: TITLE })).toBeVisible();
    await expect(ui.getByRole('button', { name: 'No' })).toBeEnabled();
  }),
};

/**
 * Delete opens it and focus moves in; No calls onCancel, Yes calls onConfirm, Escape cancels; each time
 * the dialog closes and focus returns to Delete.
 */
export const Interaction: Story = {
  args: { open: false },
  play: playInUi(async ({ args, shadow, ui }) => {
    const opener = ui.getByRole('button', { name: 'Delete' });
    const ask = async () => {
      await userEvent.click(opener);
      const dialog = (await ui.findByRole('alertdialog', { name: TITLE })) as HTMLDialogElement;
      await waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));
      return dialog;
    };
    const closed = async () => {
      await waitFor(() => expect(ui.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(shadow.activeElement).toBe(opener));
    };

    await ask();
    await userEvent.click(ui.getByRole('button', { name: 'No' }));
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await ask();
    await userEvent.click(ui.getByRole('button', { name: 'Yes' }));
    await closed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    cancelDialog(await ask());
    await closed();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  }),
};
