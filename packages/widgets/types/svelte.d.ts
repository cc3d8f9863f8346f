/**
 * `@modkit/widgets/svelte`: the `modkit-*` custom elements in Svelte's `SvelteHTMLElements`, so that
 * `svelte-check` checks their attributes. Their `modkit:*` events come through an attachment typed by the
 * event's name, `{@attach modkitEvent('modkit:ready', (event) => event.detail)}` (`@modkit/widgets/elements`):
 * Svelte warns of an attribute with a `:` in its name. Bring it into a program with
 * `import type {} from '@modkit/widgets/svelte'` (e.g. in `src/app.d.ts`).
 */

import type { ModkitElementAttributesMap, ModkitElementTag } from '@modkit/widgets/elements';
import type { HTMLAttributes } from 'svelte/elements';

export type ModkitSvelteAttributes<T extends ModkitElementTag> = Omit<
  HTMLAttributes<HTMLElement>,
  keyof ModkitElementAttributesMap[T]
> &
  ModkitElementAttributesMap[T];

type ModkitSvelteElements = { [T in ModkitElementTag]: ModkitSvelteAttributes<T> };

declare module 'svelte/elements' {
  interface SvelteHTMLElements extends ModkitSvelteElements {}
}
