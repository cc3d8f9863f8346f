import { errorMessage } from '@modkit/widgets/ui';
import { useRef, useState } from 'react';
import { keepFocusNear } from './keep-focus-near';

/**
 * An action on one item behind a Yes/No confirmation (remove a mentee, cancel a session): `ask(item)` opens
 * the confirmation, `confirm()` runs the action while `busy`, then `done()` (the notice, a reload); a
 * failure's message is kept for the error dialog until `clearFailure()`. The control that asked keeps the
 * focus near it when the outcome takes it away (keepFocusNear). `dialog`: the confirmation's props
 * (`<ConfirmDialog {...action.dialog} title=… message=… />`), open while it asks, busy while it runs.
 */
export function useConfirmedAction<T>(act: (item: T) => Promise<unknown>, done: () => void) {
  const [asking, setAsking] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<Element | null>(null);
  const confirm = async () => {
    if (asking === null) return;
    setBusy(true);
    try {
      await act(asking);
      keepFocusNear(opener.current);
      done();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const cancel = () => setAsking(null);
  return {
    asking,
    ask: (item: T) => {
      opener.current = document.activeElement;
      setAsking(item);
    },
    cancel,
    busy,
    confirm,
    dialog: { open: asking !== null, busy, onConfirm: confirm, onCancel: cancel },
    failure,
    clearFailure: () => setFailure(null),
  };
}
