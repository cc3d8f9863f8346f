/**
 * The screen width the shell's rules read: read once however many components ask (on a phone each read of
 * `window.innerWidth` lays the page out), and followed on resize.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { useWindowWidth } from '../src/app/shell/use-window-width';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Width({ name }: { name: string }) {
  return <p>{`${name} ${useWindowWidth()}`}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

it('reads the width once for every component that asks, and again on each resize', async () => {
  let width = 360;
  const reads = vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(['shell', 'sidebar', 'banner'].map((name) => <Width key={name} name={name} />)),
  );
  expect(host.textContent).toBe('shell 360sidebar 360banner 360');
  await act(async () =>
    root.render(['shell', 'sidebar', 'banner'].map((name) => <Width key={name} name={name} />)),
  );
  expect(reads).toHaveBeenCalledTimes(1);

  width = 1280;
  await act(async () => window.dispatchEvent(new Event('resize')));
  expect(host.textContent).toBe('shell 1280sidebar 1280banner 1280');
  expect(reads).toHaveBeenCalledTimes(2);

  // Nobody follows it any more: a resize meanwhile is not missed when someone asks again.
  await act(async () => root.unmount());
  width = 768;
  window.dispatchEvent(new Event('resize'));
  const again = createRoot(host);
  await act(async () => again.render(<Width name="table" />));
  expect(host.textContent).toBe('table 768');
  await act(async () => again.unmount());
});
