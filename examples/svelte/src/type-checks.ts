// Type tests of @modkit/widgets/svelte, checked by svelte-check (never run): each line after @ts-expect-error
// must be an error, every other must not.

import { modkitEvent } from '@modkit/widgets/elements';
import type {} from '@modkit/widgets/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

export const carousel: SvelteHTMLElements['modkit-library-carousel'] = { source: 'trending', theme: 'dark' };
export const player: SvelteHTMLElements['modkit-module-player'] = { 'module-id': 12, view: 'module', tab: 2 };
// @ts-expect-error: not a carousel source
export const wrongSource: SvelteHTMLElements['modkit-library-carousel'] = { source: 'bogus' };
// @ts-expect-error: the module player needs its module
export const noModule: SvelteHTMLElements['modkit-module-player'] = {};
export const onProgress = modkitEvent('modkit:progress', (event) =>
  event.detail.completedPercentage.toFixed(),
);
// @ts-expect-error: a progress event has no points
export const wrongDetail = modkitEvent('modkit:progress', (event) => event.detail.points);
