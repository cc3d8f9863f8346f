import { ERROR_TITLES } from '@modkit/sdk/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ErrorDialog } from '../../src/ui/error-dialog';
import { useDemoDialog } from '../support/demo-dialog';
import { cancelDialog, inUiFrame, playInUi } from '../support/ui-frame';

interface ErrorDialogArgs {
  message: string;
  onClose: () => void;
  theme?: 'light' | 'dark';
}

/** The spec's error modal (part 1 §8): title 'Error', the server's message, Okay. */
function ErrorDemo({ message, onClose }: ErrorDialogArgs) {
  const { open, show, thenClose } = useDemoDialog(true);
  return (
    <>
      <button type="button" className="mk-btn" onClick={show}>
        Submit Project
      </button>
      <ErrorDialog message={open ? message : null} onClose={thenClose(onClose)} />
    </>
  );
}

const meta = {
  title: 'UI/ErrorDialog',
  component: ErrorDemo,
  decorators: [inUiFrame],
  args: { message: 'The file is larger than 10 MB.', onClose: fn() },
} satisfies Meta<ErrorDialogArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message in an alertdialog titled 'Error'; Okay closes it and focus returns to the page's button. */
export const Open: Story = {
  play: playInUi(async ({ args, shadow, ui }) => {
    const dialog = await ui.findByRole('alertdialog', { name: ERROR_TITLES.error });
    await expect(dialog).toHaveTextContent('The file is larger than 10 MB.');
    await waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));

    await userEvent.click(ui.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(ui.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    // Shown again: Escape closes it too. The story ends with it open.
    const opener = ui.getByRole('button', { name: 'Submit Project' });
    await userEvent.click(opener);
    cancelDialog((await ui.findByRole('alertdialog')) as HTMLDialogElement);
    await waitFor(() => expect(ui.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(shadow.activeElement).toBe(opener));
    await userEvent.click(opener);
    await expect(await ui.findByRole('alertdialog', { name: ERROR_TITLES.error })).toBeVisible();
  }),
};

export const OpenDark: Story = { ...Open, args: { theme: 'dark' } };
