/**
 * The state of the demo dialogs of the UI stories (confirm, error, modal): a page button opens the dialog,
 * and each of the dialog's handlers calls its story arg (an action the play functions count), then closes it.
 */
import { useState } from 'react';

export function useDemoDialog(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  return {
    open,
    show: () => setOpen(true),
    /** The dialog's handler for a story arg: calls it, then closes the dialog. */
    thenClose: (handler: () => void) => () => {
      handler();
      setOpen(false);
    },
  };
}
