import { errorMessage } from '@modkit/widgets/ui';
import { useState } from 'react';
import { notify } from '../ui/notices';
import { type AdminId, useAdminTranslator } from './admin-language';

/** The two statuses a row toggles between, and the notice after turning it to each (the catalogue's ids). */
export interface ToggledStatuses<Status extends string> {
  on: Status;
  off: Status;
  turnedOn: AdminId;
  turnedOff: AdminId;
}

/**
 * The Activate / Deactivate (Enable / Disable) action of an admin table's rows: `toggle(row)` saves the row's
 * other status, says so and calls `done` (a reload); a failure's message is kept for the page's error dialog
 * until `clearFailure()`.
 */
export function useStatusToggle<Row extends { status: Status }, Status extends string>(
  statuses: ToggledStatuses<Status>,
  save: (row: Row, status: Status) => Promise<unknown>,
  done: () => void,
) {
  const { t } = useAdminTranslator();
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (row: Row) => {
    const status = row.status === statuses.on ? statuses.off : statuses.on;
    try {
      await save(row, status);
      notify(t(status === statuses.off ? statuses.turnedOff : statuses.turnedOn));
      done();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return { toggle, failure, clearFailure: () => setFailure(null) };
}
