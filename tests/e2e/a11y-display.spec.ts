import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { motionFindings } from './a11y/page-checks';
import { apiGet, signInToApp, tokenFor } from './helpers';

/**
 * How the app shows itself to readers who change how screens look (issue 42): forced colours (Windows High
 * Contrast, where the system replaces every colour and background) and reduced motion (the system's setting).
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

/** The demo learner's module with tabs (the route sweep's). */
async function demoModuleId(page: Page): Promise<number> {
  const token = await tokenFor(page.request, 'learner@modkit.test');
  const projects = await apiGet<{ results: Array<{ module: { id: number }; project: { name: string } }> }>(
    page.request,
    token,
    '/projects/my-projects?limit=100',
  );
  return projects.results.find((p) => p.project.name === 'Floating Boxes in Two-Point Perspective')!.module
    .id;
}

/** The contrast ratio of a colour (with its alpha, over `under`) against `under`, to two decimals. */
function contrast(colour: string, under: string): number {
  const parse = (text: string) =>
    (/rgba?\(([^)]+)\)/.exec(text)?.[1] ?? '0,0,0').split(/[\s,/]+/).map(Number);
  const [r, g, b, a = 1] = parse(colour);
  const base = parse(under);
  const mixed = [r!, g!, b!].map((v, i) => v * a + base[i]! * (1 - a));
  const luminance = (c: number[]) =>
    c
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [luminance(mixed), luminance(base)].sort((x, y) => y - x);
  return Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100;
}

/** Computed styles of the elements `selector` finds (through the widgets' shadow roots). */
function styles(page: Page, selector: string, properties: string[]) {
  return page.locator(selector).evaluateAll(
    (elements, names) =>
      elements.map((el) => {
        const style = getComputedStyle(el);
        return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
      }),
    properties,
  );
}

test.describe('forced colours', () => {
  test.use({ forcedColors: 'active' });

  test("1.4.1 Use of Color, 1.4.11 Non-text Contrast in forced colours: the selected tab, the sidebar's current item, the profile menu's button and the buttons keep what shows them", async ({
    page,
  }) => {
    const moduleId = await demoModuleId(page);
    await signInToApp(page, 'learner@modkit.test');
    // The system's Canvas: the page's background in forced colours.
    const canvas = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'Canvas';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });

    // My Library is the current item: the system's highlight, not the page's background.
    const [current] = await styles(page, '.sidebar__items a[aria-current="page"]', ['background-color']);
    expect(current!['background-color']).not.toBe(canvas);
    // The profile menu's button: its round avatar keeps a border.
    const [avatar] = await styles(page, '.profile-menu__avatar', ['border-top-width', 'border-top-style']);
    expect(avatar).toEqual({ 'border-top-width': '2px', 'border-top-style': 'solid' });
    // A button's shape: a border where its background was.
    await page.goto(url(`/my-library/module-preview/${moduleId}`));
    const getStarted = page.getByRole('button', { name: /Get Started|Continue|Completed/ }).first();
    await expect(getStarted).toBeVisible();
    expect(await getStarted.evaluate((el) => getComputedStyle(el).borderTopWidth)).not.toBe('0px');

    // The module page's tabs: only the selected one is underlined, in the system's highlight.
    await page.goto(url(`/my-library/module-preview/module-page/${moduleId}?tab=2`));
    await expect(page.getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute('aria-selected', 'true');
    const colours = await styles(page, 'main [role="tab"]', ['border-bottom-color']);
    const tabs = colours.map((t) => contrast(t['border-bottom-color']!, canvas));
    // The selected tab's underline stands out from the page (3:1); the others' do not show at all.
    expect(tabs[1], JSON.stringify({ colours, canvas })).toBeGreaterThanOrEqual(3);
    expect([tabs[0], tabs[2]]).toEqual([1, 1]);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('2.3.3 Animation from Interactions, reduced motion: nothing slides or spins, the carousels and the drawer move at once', async ({
    page,
  }) => {
    await signInToApp(page, 'learner@modkit.test');
    const carousel = page
      .locator('modkit-library-carousel, main')
      .getByRole('button', { name: 'Next' })
      .first();
    await expect(carousel).toBeVisible();
    expect(await motionFindings(page), 'My Library').toEqual([]);
    // A carousel's Next scrolls at once: the track has moved by the time the click returns.
    const moved = await carousel.evaluate((button) => {
      const track = button.closest('section')?.querySelector('ul');
      (button as HTMLButtonElement).click();
      return track?.scrollLeft ?? 0;
    });
    expect(moved).toBeGreaterThan(0);

    // The interests' progress bar fills without a slide.
    await page.goto(url('/choose-your-interest'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await motionFindings(page), 'Choose your interests').toEqual([]);
    await page.goto(url('/my-library'));
    await expect(carousel).toBeVisible();

    // The drawer on a phone, opened, and the header hidden on scroll: no slide.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#sidebar')).toBeVisible();
    expect(await motionFindings(page), 'the drawer').toEqual([]);
  });
});
