import type { SessionStore } from '@modkit/sdk';

/** The account the device keeps data under: the signed-in user's id; null signed out. */
export function accountOf(session: SessionStore): string | null {
  const id = session.getState().user?.data.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

/** The signed-in user's token, while it is this account's. */
export function tokenOf(session: SessionStore, account: string): string | undefined {
  return accountOf(session) === account ? session.getState().user?.token : undefined;
}
