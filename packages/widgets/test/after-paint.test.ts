// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedAndPainted } from '../src/ui/after-paint';

/** The document's readyState, as a page still loading would report it. */
function loading(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** Whether `promise` has resolved yet, read as the fake clock moves on. */
function watch(promise: Promise<void>): { resolved: boolean } {
  const state = { resolved: false };
  void promise.then(() => {
    state.resolved = true;
  });
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadedAndPainted', () => {
  it('waits for the load event while the page loads, then for the browser to be idle', async () => {
    vi.useFakeTimers();
    loading('interactive');
    const wait = watch(loadedAndPainted());
    await vi.advanceTimersByTimeAsync(2000);
    expect(wait.resolved).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1100);
    expect(wait.resolved).toBe(true);
  });

  it('gives up waiting for the load event after its longest wait (images holding the load event)', async () => {
    vi.useFakeTimers();
    loading('interactive');
    const wait = watch(loadedAndPainted(3000));
    await vi.advanceTimersByTimeAsync(2900);
    expect(wait.resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(wait.resolved).toBe(true);
  });

  it('waits only for the browser to be idle on a page already loaded', async () => {
    vi.useFakeTimers();
    loading('complete');
    const wait = watch(loadedAndPainted());
    await vi.advanceTimersByTimeAsync(1100);
    expect(wait.resolved).toBe(true);
  });
});
