import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the npm package on a server', () => {
  it('imports without a window and exposes the components', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const widgets = await import('../src/index');
    for (const name of [
      'LibraryCarousel',
      'ModulePlayer',
      'Discussion',
      'PointsBadge',
      'LearnerTable',
      'Dashboard',
    ]) {
      expect(typeof widgets[name as keyof typeof widgets]).toBe('function');
    }
    // The events a host can listen to are the ones the README's event table documents, no more, no fewer.
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const documented = [...readme.matchAll(/^\| `(modkit:[a-z-]+)` \|/gm)].map((m) => m[1]);
    expect([...widgets.MODKIT_EVENTS].sort()).toEqual(documented.sort());
    // The first import transforms the whole package from source (with its catalogues): seconds on a busy machine.
  }, 30_000);
});

describe('the UI primitives entry on a server', () => {
  it('imports without a window; its page stylesheet has the tokens and no element rule', async () => {
    const ui = await import('../src/ui/index');
    for (const name of ['Modal', 'ConfirmDialog', 'ErrorDialog', 'Popover', 'Tooltip', 'Card', 'Carousel']) {
      expect(typeof ui[name as keyof typeof ui]).toBe('function');
    }
    expect(ui.PAGE_UI_CSS.startsWith(':root{--mk-fg:')).toBe(true);
    expect(ui.PAGE_UI_CSS).toContain('.mk-dialog{');
    expect(ui.PAGE_UI_CSS).not.toContain(':host');
    // Every rule of the page sheet is a class rule (or a keyframe / media block): nothing restyles the page.
    // (`:where(.mk-…)` is one too, at zero specificity: the focus ring a page's own focus style overrides.)
    const selectors = ui.PAGE_UI_CSS.replace(/@keyframes[^{]*\{[^}]*\{[^}]*\}\}/g, '')
      .replace(/@media[^{]*\{/g, '')
      .split('}')
      .map((rule) => rule.split('{')[0]!.trim())
      .filter(Boolean);
    for (const selector of selectors) {
      if (selector === ':root') continue;
      for (const part of selector.split(',')) expect(part.trim()).toMatch(/^(:where\()?\.mk-/);
    }
  });
});
