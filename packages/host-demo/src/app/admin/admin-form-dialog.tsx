import { Modal } from '@modkit/widgets/ui';
import type { ComponentProps } from 'react';

/** What each admin form takes from its page: closing it, and what follows a save (close, reload). */
export interface AdminFormProps {
  onClose: () => void;
  onSaved: () => void;
}

/**
 * An admin form (package, coupon, partner) in a dialog: the form mounts afresh each time the dialog opens, its
 * fields starting from the row edited, or empty for a new one.
 */
export function AdminFormDialog({ children, ...modal }: ComponentProps<typeof Modal>) {
  return <Modal {...modal}>{modal.open ? children : null}</Modal>;
}
