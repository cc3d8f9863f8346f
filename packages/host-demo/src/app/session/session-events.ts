import type { Client } from '@modkit/sdk';

/** Where the app goes after a session expiry (part 1 §4): home, forcing a logout, with a reload. */
const EXPIRED_HOME = '/?autologout=true';

/**
 * Session expiry alerts the spec's text and goes home with autologout=true (a full reload); an inactive
 * account reloads after the rule's delay. The client has already cleared the session in both cases.
 */
export function watchSession(client: Client): void {
  let expired = false;
  client.on('session-expired', ({ message }) => {
    // Several widgets can meet the same 401 at once: one alert, one reload.
    if (expired) return;
    expired = true;
    window.alert(message);
    window.location.assign(EXPIRED_HOME);
  });
  client.on('account-inactive', ({ reloadAfterMs }) => {
    window.setTimeout(() => window.location.reload(), reloadAfterMs);
  });
}
