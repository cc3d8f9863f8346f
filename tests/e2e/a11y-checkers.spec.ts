import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  boundaryFindings,
  focusState,
  motionFindings,
  reflowFindings,
  targetFindings,
  textSpacingFindings,
} from './a11y/page-checks';

/**
 * The WCAG checks the other tests run (a11y/in-page/) must be able to fail, or each `toEqual([])` after them
 * would pass whatever the page: on a public page that passes them, each finds what is added to break it, in the
 * light DOM and inside a shadow root (where the widgets' content is).
 */

/** Adds `html` to the page's main, in the light DOM and again in a shadow root. */
async function addBoth(page: import('@playwright/test').Page, html: string) {
  await page.evaluate((markup) => {
    const main = document.querySelector('main')!;
    const light = document.createElement('div');
    light.id = 'probe-light';
    light.innerHTML = markup;
    main.append(light);
    const host = document.createElement('div');
    host.id = 'probe-shadow';
    host.attachShadow({ mode: 'open' }).innerHTML = markup;
    main.append(host);
  }, html);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A page the app renders itself (a painted one is taken over by the app, which would drop what is added).
  await page.goto(`${E2E_API_ORIGIN}/404`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the target check (2.5.8) finds two small buttons side by side, not a link in a sentence', async ({
  page,
}) => {
  expect(await targetFindings(page)).toEqual([]);
  await addBoth(
    page,
    '<p>Read <a href="#a">the terms</a> first.</p><p><button style="all:unset;width:16px;height:16px">a</button><button style="all:unset;width:16px;height:16px">b</button></p>',
  );
  const found = await targetFindings(page);
  expect(found.filter((line) => line.startsWith('button'))).toHaveLength(2);
  expect(found.filter((line) => line.startsWith('div › button'))).toHaveLength(2);
  expect(found.join('\n')).not.toContain('the terms');
});

test('the reflow check (1.4.10) finds what sticks out at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  expect(await reflowFindings(page)).toEqual([]);
  await addBoth(page, '<div style="width:400px">wide</div>');
  const found = await reflowFindings(page);
  expect(found[0]).toMatch(/^the page is \d+ px wide at 320 px$/);
  expect(found.join('\n')).toContain('div');
});

test('the boundary check (1.4.11) finds a field and a card drawn faintly, not a field drawn at 3:1 or one in a box that is', async ({
  page,
}) => {
  expect(await boundaryFindings(page)).toEqual([]);
  await addBoth(
    page,
    `<input aria-label="faint" style="border:1px solid #d5dbe5;background:#fff">
     <div class="mk-card" style="border:1px solid #d2d8e2;background:#fff">a card</div>
     <input aria-label="strong" style="border:1px solid #7d8799;background:#fff">
     <span style="display:inline-block;border:1px solid #7d8799"><input aria-label="boxed" style="border:none;background:transparent"></span>`,
  );
  const found = await boundaryFindings(page);
  expect(found.filter((line) => /input.*: boundary 1\.\d\d:1$/.test(line))).toHaveLength(2);
  expect(found.filter((line) => /div\.mk-card "a card": boundary 1\.\d\d:1$/.test(line))).toHaveLength(2);
  expect(found).toHaveLength(4);
});

test('the text spacing check (1.4.12) finds a box of fixed height that cuts its text once spaced, and a line cut with "…" unless its title holds it', async ({
  page,
}) => {
  const cut = 'width:6em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;margin:0';
  await addBoth(
    page,
    `<p style="width:20em;height:1.6em;overflow:hidden;margin:0">A line that fits until it is spaced</p>
     <p style="${cut}">An address cut with an ellipsis</p>
     <p style="${cut}" title="A name cut with its title">A name cut with its title</p>`,
  );
  const found = await textSpacingFindings(page);
  expect(found.filter((line) => line.includes('A line that fits'))).toHaveLength(2);
  expect(found.filter((line) => line.includes('An address cut'))).toHaveLength(2);
  expect(found.filter((line) => line.includes('A name cut'))).toEqual([]);
});

test('the focus check finds the focus dropped, a focus without a ring and a focused element under another', async ({
  page,
}) => {
  expect((await focusState(page)).dropped).toBe(true);
  await addBoth(
    page,
    '<button id="plain" style="outline:none">plain</button><div style="position:relative"><button id="under">under</button><div style="position:absolute;inset:-4px;background:#fff"></div></div>',
  );
  await page.locator('#probe-light #plain').focus();
  const plain = await focusState(page);
  expect(plain.dropped).toBe(false);
  expect(plain.ring).toBeNull();
  await page.locator('#probe-light #under').focus();
  const under = await focusState(page);
  expect(under.covered).toBe(true);
  // Inside a shadow root: the focused element is found through the host.
  await page.evaluate(() => {
    const host = document.querySelector('#probe-shadow')!;
    (host.shadowRoot!.querySelector('#plain') as HTMLElement).focus();
  });
  expect((await focusState(page)).element).toContain('button#plain');
});

test('the motion check (reduced motion) finds a sliding transition and a spinning animation', async ({
  page,
}) => {
  expect(await motionFindings(page)).toEqual([]);
  await addBoth(
    page,
    '<style>@keyframes probe-spin{to{transform:rotate(1turn)}}</style><div style="transition:transform .3s">slides</div><div style="animation:probe-spin 1s infinite">spins</div>',
  );
  const found = await motionFindings(page);
  expect(found.filter((line) => line.includes('transition transform 0.3s'))).toHaveLength(2);
  expect(found.filter((line) => line.includes('animation probe-spin'))).toHaveLength(2);
});
