/**
 * The page start's script (src/server/page-start.inline.ts): which first reads a session starts, under which
 * key the app's client finds them, the largest paint's image it preloads, and how long an answer waits. The
 * browser tests (tests/e2e/app-first-reads.spec.ts, app-first-covers.spec.ts) check the app takes them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstRead } from '../src/app/first-read';
import { preloadCover, startReads } from '../src/server/page-start.inline';

/** Signs in as the SDK's session store would have kept it. */
function session(state: object | null) {
  if (state) localStorage.setItem('modkit', JSON.stringify({ state }));
}
const LEARNER = { user_type: 'STUDENT', user: { token: 't0ken', data: { id: 7 } } };

/** A fetch that never answers, or answers with `body`; the requests it got. */
function fetches(body?: unknown) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return body === undefined ? new Promise(() => {}) : Promise.resolve(Response.json(body));
  });
  return requests;
}

const started = () => [...(window.__modkitFirstReads?.keys() ?? [])];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  delete window.__modkitFirstReads;
});

describe("the page start's reads", () => {
  it("starts a learner's reads with the token, under the key the client looks for, the user's id in its path", () => {
    session(LEARNER);
    const requests = fetches();
    startReads([{ path: '/users/profile' }, { path: '/users/{user}/interest-cloud' }], true);
    expect(requests.map((r) => r.url)).toEqual(['/api/users/profile', '/api/users/7/interest-cloud']);
    expect(requests[0]!.init.headers).toEqual({ Authorization: 'Bearer t0ken' });
    expect(started()).toEqual(['t0ken\n/api/users/profile', 't0ken\n/api/users/7/interest-cloud']);
  });

  it('starts nothing on a screen of the signed-in app without a session', () => {
    const requests = fetches();
    startReads([{ path: '/users/profile' }], true);
    expect(requests).toEqual([]);
  });

  it("starts a public screen's reads without a token", () => {
    const requests = fetches();
    startReads([{ path: '/auth/providers' }], false);
    expect(requests).toEqual([{ url: '/api/auth/providers', init: { headers: {} } }]);
    expect(started()).toEqual(['\n/api/auth/providers']);
  });

  it("leaves out another role's reads, and those a choice of the user changes", () => {
    session(LEARNER);
    const requests = fetches();
    localStorage.setItem('filters', JSON.stringify({ months: 6 }));
    const reads: FirstRead[] = [
      { path: '/trending-modules', roles: ['MENTOR'] },
      { path: '/recommendation-engine', roles: ['STUDENT'] },
      { path: '/dashboard', unlessChosen: 'filters' },
      { path: '/projects', unlessChosen: 'nothing-chosen' },
    ];
    startReads(reads, true);
    expect(requests.map((r) => r.url)).toEqual(['/api/recommendation-engine', '/api/projects']);
  });

  it('sends a read with a body as a JSON POST, the body in its key', () => {
    session(LEARNER);
    const requests = fetches();
    startReads([{ path: '/dashboard/summary', body: '{"months":6}', takers: 2 }], true);
    expect(requests[0]!.init).toMatchObject({ method: 'POST', body: '{"months":6}' });
    expect(requests[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(started()).toEqual(['t0ken\n/api/dashboard/summary\n{"months":6}']);
    expect(window.__modkitFirstReads!.get(started()[0]!)!.takers).toBe(2);
  });

  it('drops an answer the app has not taken after 30 s', () => {
    vi.useFakeTimers();
    session(LEARNER);
    fetches();
    startReads([{ path: '/users/profile' }], true);
    vi.advanceTimersByTime(29_999);
    expect(started()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual([]);
  });

  it("preloads the cover named by a read's answer once it is in", async () => {
    session(LEARNER);
    fetches({ data: { my_list: [{ media: [{ path: '/media/cover.jpg' }] }] } });
    startReads([{ path: '/users/my-list', cover: { list: 'my_list' } }], true);
    await vi.waitFor(() => expect(document.head.querySelector('link')).not.toBeNull());
    const link = document.head.querySelector('link')!;
    expect([link.rel, link.as, link.getAttribute('href'), link.getAttribute('fetchpriority')]).toEqual([
      'preload',
      'image',
      '/media/cover.jpg',
      'high',
    ]);
  });
});

describe('the cover a read preloads', () => {
  const preloaded = () => document.head.querySelector('link[rel=preload]')?.getAttribute('href') ?? null;

  it.each([
    ['/media/cover.jpg', '/media/cover.jpg'],
    ['https://cdn.example/cover.jpg', 'https://cdn.example/cover.jpg'],
    ['//elsewhere.example/cover.jpg', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (path, href) => {
    preloadCover({ data: { media: { path } } }, {});
    expect(preloaded()).toBe(href);
  });

  it("is the first item's of a list, its first medium's", () => {
    preloadCover(
      { data: { list: [{ media: [{ path: '/a.jpg' }, { path: '/b.jpg' }] }, {}] } },
      { list: 'list' },
    );
    expect(preloaded()).toBe('/a.jpg');
  });

  it('is none when the answer has none', () => {
    preloadCover({ data: { list: [] } }, { list: 'list' });
    preloadCover(null, {});
    expect(preloaded()).toBeNull();
  });
});
