import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * A server (a Next.js page, any React server rendering) renders every widget component: its element alone,
 * the shadow root and the data coming on the client. No `window` or `document` exists here (vitest's node
 * environment), so a component that touched either at import or render would throw.
 */
describe('every widget component renders on a server', () => {
  const props = { api: 'https://modkit.example/api', token: 'a.b.c', theme: 'dark' as const, lang: 'es' };
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['LibraryCarousel', 'modkit-library-carousel', { source: 'trending' }],
    ['ModulePlayer', 'modkit-module-player', { moduleId: 12, view: 'module', tab: 2 }],
    ['Discussion', 'modkit-discussion', { moduleId: 12 }],
    ['PointsBadge', 'modkit-points-badge', { refresh: '1' }],
    ['LearnerTable', 'modkit-learner-table', {}],
    ['Dashboard', 'modkit-dashboard', { heading: '' }],
  ];

  it.each(cases)(
    '%s renders its element, from the package entry and its own',
    async (name, tag, own) => {
      expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
      expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
      const entry = await import('../src/index');
      const component = entry[name as keyof typeof entry] as FunctionComponent<object>;
      const html = renderToString(createElement(component, { ...props, ...own }));
      expect(html).toBe(`<${tag} theme="dark"></${tag}>`);
      const single = await import(`../src/react/${tag.replace('modkit-', '')}.ts`);
      expect(renderToString(createElement(single[name], props))).toBe(`<${tag} theme="dark"></${tag}>`);
    },
    30_000,
  );
});
