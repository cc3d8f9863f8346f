/**
 * The launch page's script (built into the page by launch-page.ts: `start(config)`). It tells the LMS the page's
 * height, hands the api token the launch's answer carries to the widgets' loader, opens the widget's
 * app links signed in (through the hand-off) and, for teachers whose course offers it, adds 'Sync roster'.
 * Runs in the browser: only types are imported.
 */
import type { WidgetTarget } from './widget-target';

/** The page's configuration, written by the server into the page. */
export interface LaunchConfig {
  /** The launch's session: the api token and what to open (in the page, never in a URL). */
  session: LaunchSession;
  handoff: string;
  /** The roster sync's address, for teachers whose course offers Names and Role Provisioning. */
  roster: string | null;
  /** The page's language, for numbers and plural forms. */
  lang: string;
  text: {
    /** With `{message}` where the error's message goes. */
    openFailed: string;
    syncRoster: string;
    syncing: string;
    /** The roster line by plural form ('one', 'other' …), with '#' where the count goes. */
    synced: Record<string, string>;
  };
}

export interface LaunchSession {
  token: string;
  target: WidgetTarget;
}

/** `window.modkit`, which the widgets' loader defines. */
interface Loader {
  setToken(token: string): void;
}

/** A POST to the tool: the answer's `data`, or an error with the answer's message. */
async function post<T>(url: string, init: { headers: Record<string, string>; body?: string }): Promise<T> {
  const response = await fetch(url, { method: 'POST', ...init });
  const body = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(body.message);
  return body.data;
}

/** The roster line for `learners`, in its plural form of the page's language. */
export function syncedLine(config: LaunchConfig, learners: number): string {
  const { synced } = config.text;
  const line = synced[new Intl.PluralRules(config.lang).select(learners)] || synced.other || '';
  return line.replace('#', learners.toLocaleString(config.lang));
}

/** The status line's text when the launch fails. */
const failureLine = (config: LaunchConfig, error: Error) =>
  config.text.openFailed.replace('{message}', error.message);

/** Tells the LMS the page's height (when framed). */
function resize(): void {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (window.parent !== window) window.parent.postMessage({ subject: 'lti.frameResize', height }, '*');
}

/**
 * A link of the widget to the app opens it in a new tab, signed in as this user through a single-use code
 * (the tab is opened at the click, so no popup blocker stops it; the address follows).
 */
function openLinksSignedIn(config: LaunchConfig, token: string): void {
  document.addEventListener('modkit:navigate', (event) => {
    event.preventDefault();
    const tab = window.open('', '_blank');
    const { path } = (event as CustomEvent<{ path: string }>).detail;
    post<{ url: string }>(config.handoff, {
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ path }),
    })
      .then((handoff) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = handoff.url;
        } else window.open(handoff.url, '_blank', 'noopener');
      })
      .catch(() => tab?.close());
  });
}

/** The 'Sync roster' bar above the widget: a sync says how many learners, then the widget reloads. */
function addRosterBar(config: LaunchConfig, roster: string, token: string, widget: Element): void {
  let el = widget;
  const bar = document.createElement('div');
  bar.id = 'roster';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = config.text.syncRoster;
  const note = document.createElement('span');
  note.setAttribute('role', 'status');
  button.addEventListener('click', () => {
    button.disabled = true;
    note.textContent = ` ${config.text.syncing}`;
    post<{ learners: number }>(roster, { headers: { Authorization: `Bearer ${token}` } })
      .then((result) => {
        note.textContent = ` ${syncedLine(config, result.learners)}`;
        const fresh = el.cloneNode() as Element;
        el.replaceWith(fresh);
        el = fresh;
      })
      .catch((error: Error) => {
        note.textContent = ` ${error.message}`;
      })
      .finally(() => {
        button.disabled = false;
      });
  });
  bar.append(button, note);
  el.before(bar);
}

/** The status line (the widget takes its place; it stays, empty, for a later failure). */
const statusLine = () => document.getElementById('status') as HTMLElement;

/** Puts the launch's widget in the status line's place, with the roster bar for teachers who have one. */
function showWidget(config: LaunchConfig, { token, target }: LaunchSession): void {
  const loader = (window as unknown as { modkit?: Loader }).modkit;
  if (!loader) throw new Error('The widgets could not be loaded.');
  loader.setToken(token);
  openLinksSignedIn(config, token);
  const el = document.createElement(`modkit-${target.widget}`);
  for (const [name, value] of Object.entries(target.attributes)) el.setAttribute(name, value);
  const status = statusLine();
  status.textContent = '';
  status.after(el);
  if (config.roster) addRosterBar(config, config.roster, token, el);
  resize();
}

/** Runs the launch: a failure (the widgets' loader did not come) is said at once (the status line becomes an alert). */
export function start(config: LaunchConfig): void {
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.body);
  try {
    showWidget(config, config.session);
  } catch (error) {
    const status = statusLine();
    status.setAttribute('role', 'alert');
    status.textContent = failureLine(config, error as Error);
  }
}
