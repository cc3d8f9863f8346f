import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DialogButtons } from '../../src/ui/dialog-buttons';
import { Modal } from '../../src/ui/modal';
import { useDemoDialog } from '../support/demo-dialog';
import { cancelDialog, expectFocusRing, focusVisibly, inUiFrame, playInUi } from '../support/ui-frame';

interface ModalArgs {
  open: boolean;
  onClose: () => void;
  onSave: () => void;
  theme?: 'light' | 'dark';
}

/** A page button that opens a form in the modal; Cancel, Save, Close and Escape close it. */
function ModalDemo({ open: initiallyOpen, onClose, onSave }: ModalArgs) {
  const { open, show, thenClose } = useDemoDialog(initiallyOpen);
  const inputId = useId();
  const close = thenClose(onClose);
  return (
    <>
      <button type="button" className="mk-btn" onClick={show}>
        Invite New Learners
      </button>
      <Modal
        open={open}
        title="Invite New Learners"
        onClose={close}
        footer={<DialogButtons onCancel={close} action="Send Invitations" onAction={thenClose(onSave)} />}
      >
        <label className="mk-label" htmlFor={inputId}>
          Email addresses
        </label>
        <input id={inputId} className="mk-input" type="email" placeholder="name@school.org" />
      </Modal>
    </>
  );
}

/** The native `<dialog>`: top layer, a backdrop, the page behind inert, Escape closes, focus returns. */
const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  decorators: [inUiFrame],
  args: { open: true, onClose: fn(), onSave: fn() },
} satisfies Meta<ModalArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the title, the form, the footer; focus is on the dialog's first control. */
export const Open: Story = {
  play: playInUi(async ({ shadow, ui }) => {
    const dialog = await ui.findByRole('dialog', { name: 'Invite New Learners' });
    await waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));
  }),
};

export const OpenDark: Story = { ...Open, args: { theme: 'dark' } };

/** The close button and the field with their focus rings. */
export const Focus: Story = {
  play: playInUi(async ({ ui }) => {
    const dialog = await ui.findByRole('dialog', { name: 'Invite New Learners' });
    const close = ui.getByRole('button', { name: 'Close' });
    focusVisibly(close);
    await expectFocusRing(close);
    const field = ui.getByLabelText('Email addresses');
    focusVisibly(field);
    await expectFocusRing(field);
    await expect(dialog).toBeVisible();
  }),
};

/**
 * The whole round: the opener opens it and focus moves in; the page behind is inert (focus cannot leave
 * the dialog); Escape closes it and focus returns to the opener; so does Cancel; Send Invitations saves.
 */
export const Interaction: Story = {
  args: { open: false },
  play: playInUi(async ({ args, shadow, ui }) => {
    const opener = ui.getByRole('button', { name: 'Invite New Learners' });
    await expect(ui.queryByRole('dialog')).toBeNull();

    await userEvent.click(opener);
    const dialog = (await ui.findByRole('dialog', { name: 'Invite New Learners' })) as HTMLDialogElement;
    await waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));

    // Focus trap: the page behind a modal dialog is inert, so it cannot take focus.
    opener.focus();
    await expect(dialog.contains(shadow.activeElement)).toBe(true);

    // Escape closes it and focus returns to the opener.
    cancelDialog(dialog);
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(shadow.activeElement).toBe(opener));

    // Cancel closes it too, and focus returns again.
    await userEvent.click(opener);
    await userEvent.click(await ui.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(shadow.activeElement).toBe(opener));

    await userEvent.click(opener);
    await userEvent.click(await ui.findByRole('button', { name: 'Send Invitations' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
  }),
};
