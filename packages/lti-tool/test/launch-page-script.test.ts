// @vitest-environment jsdom
/**
 * The launch page's script (src/launch/launch-page.inline.ts) on a page like the launch page: the widget takes
 * the status line's place with the token handed to the loader, a failure becomes an alert, the roster bar says
 * how many learners in the page's language, and the widget's links open the app through the hand-off. The
 * browser test (tests/e2e/lti-launch.spec.ts) runs it inside a real LMS frame.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineScript } from '../src/inline-script';
import { type LaunchConfig, start, syncedLine } from '../src/launch/launch-page.inline';

const EXCHANGED = {
  token: 't0ken',
  target: { widget: 'library-carousel' as const, attributes: { source: 'recommended' } },
};

const CONFIG: LaunchConfig = {
  session: EXCHANGED,
  handoff: '/lti/handoff',
  roster: null,
  lang: 'en',
  text: {
    openFailed: 'Could not open: {message}',
    syncRoster: 'Sync roster',
    syncing: 'Syncing…',
    synced: { one: '# learner synced', other: '# learners synced' },
  },
};

/** A fetch answering each url with its status and JSON body; the requests it got. */
function answer(byUrl: Record<string, [number, unknown]>) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const [status, body] = byUrl[url] ?? [404, { message: 'Not found' }];
    return new Response(JSON.stringify(body), { status });
  });
  return requests;
}

const setToken = vi.fn();
beforeEach(() => {
  document.body.innerHTML = '<main id="app"><p id="status" role="status">Opening…</p></main>';
  (window as unknown as { modkit: unknown }).modkit = { setToken };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setToken.mockReset();
});

const status = () => document.getElementById('status')!;
const widget = () => document.querySelector('modkit-library-carousel');

describe("the launch page's script", () => {
  it('hands the launch’s token to the loader and puts the widget in the status line’s place, with no request', async () => {
    const requests = answer({});
    start(CONFIG);
    expect(widget()).not.toBeNull();
    expect(requests).toEqual([]);
    expect(setToken).toHaveBeenCalledWith('t0ken');
    expect(widget()!.getAttribute('source')).toBe('recommended');
    expect(status().nextElementSibling).toBe(widget());
    expect(status().textContent).toBe('');
    expect(document.getElementById('roster')).toBeNull();
  });

  it('says a failure at once: without the widgets’ loader the status line becomes an alert', () => {
    delete (window as unknown as { modkit?: unknown }).modkit;
    start(CONFIG);
    expect(status().getAttribute('role')).toBe('alert');
    expect(status().textContent).toBe('Could not open: The widgets could not be loaded.');
    expect(widget()).toBeNull();
  });

  it('gives teachers a roster bar: a sync says how many learners and reloads the widget', async () => {
    const requests = answer({
      '/lti/roster-sync': [200, { data: { learners: 1 } }],
    });
    start({ ...CONFIG, roster: '/lti/roster-sync' });
    await vi.waitFor(() => expect(document.querySelector('#roster button')).not.toBeNull());
    const first = widget();
    const button = document.querySelector<HTMLButtonElement>('#roster button')!;
    expect(button.textContent).toBe('Sync roster');
    button.click();
    expect(button.disabled).toBe(true);
    const note = document.querySelector('#roster [role=status]')!;
    await vi.waitFor(() => expect(note.textContent).toBe(' 1 learner synced'));
    expect(button.disabled).toBe(false);
    expect(widget()).not.toBe(first);
    expect(requests[0]).toMatchObject({ init: { headers: { Authorization: 'Bearer t0ken' } } });
  });

  it('opens a link of the widget in a new tab, at the hand-off’s address', async () => {
    const requests = answer({
      '/lti/handoff': [200, { data: { url: 'https://app.example/launch/lti?code=c' } }],
    });
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    start(CONFIG);
    await vi.waitFor(() => expect(widget()).not.toBeNull());
    const event = new CustomEvent('modkit:navigate', { detail: { path: '/my-library' }, cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(tab.location.href).toBe('https://app.example/launch/lti?code=c'));
    expect(tab.opener).toBeNull();
    expect(requests[0]).toMatchObject({ url: '/lti/handoff', init: { body: '{"path":"/my-library"}' } });
  });
});

describe('the roster line', () => {
  it.each([
    ['en', 1, '1 learner synced'],
    ['en', 1200, '1,200 learners synced'],
    ['ar', 2, `two: ${(2).toLocaleString('ar')}`],
    ['ar', 5, `other: ${(5).toLocaleString('ar')}`],
  ])('%s, %i learners → %j', (lang, learners, line) => {
    const synced = lang === 'en' ? CONFIG.text.synced : { two: 'two: #', other: 'other: #' };
    expect(syncedLine({ ...CONFIG, lang, text: { ...CONFIG.text, synced } }, learners)).toBe(line);
  });
});

describe('as built into the page', () => {
  const script = inlineScript('lti-tool/src/launch/launch-page.inline.ts');

  it('is one minified script that calls start with the configuration', () => {
    const text = script({ ...CONFIG, session: { ...EXCHANGED, token: 't0k3n' } });
    expect(text).not.toContain('\n');
    expect(text).toContain('"token":"t0k3n"');
    expect(text).not.toContain('import ');
  });

  it('cannot be closed by what its configuration says', () => {
    const token = '</script><script>alert(1)</script>';
    expect(script({ ...CONFIG, session: { ...EXCHANGED, token } })).not.toMatch(/<\/script/i);
  });
});
