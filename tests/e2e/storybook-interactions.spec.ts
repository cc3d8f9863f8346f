import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import express from 'express';
import { axeViolations } from './helpers';

/**
 * The shared UI primitives' stories (`packages/widgets/stories/ui`, ids `ui-*`) in the built Storybook
 * (`npm run build-storybook` → `storybook-static`), served by a static server of this spec: each story's
 * play function passes and axe finds no violation in the story; then the checks a play function cannot
 * make, with real keys and a real pointer (a script's key events are untrusted: they never close a
 * `<dialog>` nor move focus with Tab).
 *
 * How a play function's result is read: Storybook 10's preview catches a play function's exception (its
 * component-testing preview sets `throwPlayFunctionExceptions: false`), so neither the story's
 * `storyFinished` status nor the error overlay shows it. The preview's channel does: an init script
 * subscribes to `window.__STORYBOOK_ADDONS_CHANNEL__` as the preview installs it and records
 * `playFunctionThrewException`, `unhandledErrorsWhilePlaying`, `storyThrewException` and `storyErrored`;
 * `storyFinished` for the story's id says the render, the play function and the after-each hooks are over.
 */

const STATIC_DIR = fileURLToPath(new URL('../../storybook-static', import.meta.url));
const INDEX = `${STATIC_DIR}/index.json`;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const uiStories: IndexEntry[] = existsSync(INDEX)
  ? Object.values(
      (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    )
      .filter((entry) => entry.type === 'story' && entry.id.startsWith('ui-'))
      .sort((a, b) => a.id.localeCompare(b.id))
  : [];

test.skip(
  !existsSync(INDEX),
  'storybook-static is missing: run `npm run build-storybook` first (npm test builds it before the browser tests)',
);

let server: Server | undefined;
let base = '';

test.beforeAll(async () => {
  const app = express();
  app.use(express.static(STATIC_DIR));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** What the preview's channel said about the story. */
interface StoryOutcome {
  finished: { storyId: string; status: string } | null;
  errors: { event: string; detail: string }[];
}

declare global {
  interface Window {
    __storyOutcome?: StoryOutcome;
  }
}

/** Records the preview's channel events (see the top of this file); runs before any page script. */
function recordStoryEvents() {
  const outcome: StoryOutcome = { finished: null, errors: [] };
  window.__storyOutcome = outcome;
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  const subscribed = new WeakSet<Channel>();
  let current: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel | undefined) => {
      current = channel;
      if (!channel || subscribed.has(channel)) return;
      subscribed.add(channel);
      channel.on('storyFinished', (payload) => {
        outcome.finished ??= payload as StoryOutcome['finished'];
      });
      for (const event of [
        'playFunctionThrewException',
        'unhandledErrorsWhilePlaying',
        'storyThrewException',
        'storyErrored',
      ]) {
        channel.on(event, (payload) => {
          const detail = payload as { message?: string; description?: string } | { message?: string }[];
          const text = Array.isArray(detail)
            ? detail.map((error) => error.message).join('; ')
            : (detail.message ?? detail.description ?? JSON.stringify(detail));
          outcome.errors.push({ event, detail: text });
        });
      }
    },
  });
}

/** The pages whose loads record the preview's channel events (the init script is added once a page). */
const recording = new WeakSet<Page>();

/** Opens a story alone in the preview and waits until its play function (if any) is over. */
async function openStory(page: Page, id: string): Promise<StoryOutcome> {
  if (!recording.has(page)) {
    await page.addInitScript(recordStoryEvents);
    recording.add(page);
  }
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
  await page.waitForFunction((storyId) => window.__storyOutcome?.finished?.storyId === storyId, id, {
    timeout: 45_000,
  });
  return page.evaluate(() => window.__storyOutcome!);
}

/** The focused element, through shadow roots: its accessible-ish label and whether it is in the dialog. */
function deepFocus(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const label = active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
    return {
      tag: active?.tagName.toLowerCase() ?? 'none',
      label: active?.tagName === 'INPUT' ? 'input' : label,
      inDialog: Boolean(active?.closest('dialog[open]')),
    };
  });
}

test.describe('UI stories: play functions and axe', () => {
  // Each story is a load of its own: with two workers they share them out.
  test.describe.configure({ mode: 'parallel' });

  // One page a worker, each story a fresh load of the preview in it: the preview's scripts come from the
  // page's cache (a new page for each story loaded and compiled them again: 1.1 s a story instead of 0.5).
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext(); // axe's builder wants a page of a context made so
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('the built Storybook has the UI stories', () => {
    expect(uiStories.length).toBeGreaterThanOrEqual(40);
  });

  for (const story of uiStories) {
    test(`${story.title} / ${story.name} (${story.id})`, async () => {
      const outcome = await openStory(page, story.id);
      expect(outcome.errors, 'the play function threw or the story failed').toEqual([]);
      expect(outcome.finished?.status).toBe('success');
      await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
      expect(await axeViolations(page, ['#storybook-root'])).toEqual([]);
    });
  }
});

test.describe('UI stories with real keys and pointer', () => {
  test('Modal: Tab never leaves the dialog, Escape closes it and focus returns to the opener', async ({
    page,
  }) => {
    await openStory(page, 'ui-modal--interaction');
    const opener = page.getByRole('button', { name: 'Invite New Learners' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Invite New Learners' });
    await expect(dialog).toBeVisible();
    expect((await deepFocus(page)).inDialog).toBe(true);

    // Forward and back through more stops than the dialog has: focus is in the dialog or outside the page
    // (the browser's own UI), never on the page behind it.
    const visited = new Set<string>();
    for (const key of [...Array(6).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const focus = await deepFocus(page);
      expect(focus.inDialog || focus.tag === 'body' || focus.tag === 'none', JSON.stringify(focus)).toBe(
        true,
      );
      if (focus.inDialog) visited.add(focus.label);
    }
    expect([...visited].sort()).toEqual(['Cancel', 'Close', 'Send Invitations', 'input']);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus comes back once the dialog has closed (a task after the close event).
    await expect.poll(() => deepFocus(page)).toMatchObject({ label: 'Invite New Learners', inDialog: false });
  });

  test('ConfirmDialog: Escape answers No and focus returns to Delete', async ({ page }) => {
    await openStory(page, 'ui-confirmdialog--interaction');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Comment' });
    await expect(dialog).toBeVisible();
    expect((await deepFocus(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => deepFocus(page)).toMatchObject({ label: 'Delete', inDialog: false });
  });

  test('Tooltip: shows on hover and on Tab, Escape hides it', async ({ page }) => {
    await openStory(page, 'ui-tooltip--default');
    const tooltip = page.locator('[part="tooltip"]');
    const trigger = page.getByRole('button', { name: '1,250 points' });
    await trigger.hover();
    await expect(tooltip).toHaveText('Points earned so far');
    await page.mouse.move(600, 400);
    await expect(tooltip).toHaveCount(0);

    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('Popover: opens on Enter with focus inside, Escape and a click outside close it', async ({ page }) => {
    await openStory(page, 'ui-popover--closed');
    const trigger = page.getByRole('button', { name: /Locked/ });
    const panel = page.getByRole('dialog', { name: 'Collections' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.getByText('Page content beside the popover.').click();
    await expect(panel).toBeHidden();
  });

  test('Buttons: Tab skips the disabled buttons, not the aria-disabled one', async ({ page }) => {
    await openStory(page, 'ui-buttons--default');
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit Project' })).toBeFocused();
  });
});
