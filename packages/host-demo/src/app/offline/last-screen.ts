/** Where the app remembers the signed-in account's last screen (a path of the app, never a token). */
const KEY = 'modkit:last-screen';

/** Remembers the screen the account is on (every path change of the signed-in shell). */
export function rememberScreen(account: string | null, path: string): void {
  if (!account) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ account, path }));
  } catch {
    // A browser that keeps nothing: the app opens on its home.
  }
}

/** The account's last screen, if this device remembers one. */
export function lastScreen(account: string): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      account?: string;
      path?: string;
    } | null;
    return kept?.account === account && typeof kept.path === 'string' ? kept.path : null;
  } catch {
    return null;
  }
}

/** Forgets it (logout). */
export function forgetScreen(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
