/**
 * `@modkit/widgets/jsx`: the `modkit-*` custom elements in React 19's `JSX.IntrinsicElements`, with their
 * attributes and their `modkit:*` events (`onmodkit:ready={(event) => event.detail}`: React 19 listens to a
 * custom element's `on…` prop as that event). Bring it into a program with
 * `import type {} from '@modkit/widgets/jsx'` (or `"types": ["@modkit/widgets/jsx"]` in tsconfig.json).
 */

import type { ModkitElementAttributesMap, ModkitElementTag, ModkitEventMap } from '@modkit/widgets/elements';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `onmodkit:ready`, `onmodkit:progress` …: each event's listener, typed by its detail. */
export type ModkitEventProps = {
  [K in keyof ModkitEventMap as `on${K}`]?: (event: ModkitEventMap[K]) => void;
};

/** An element's JSX props: its attributes, its events, and an HTML element's own (`id`, `class`, `style` …). */
export type ModkitJsxProps<T extends ModkitElementTag> = Omit<
  DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>,
  keyof ModkitElementAttributesMap[T]
> &
  ModkitElementAttributesMap[T] &
  ModkitEventProps & { class?: string };

type ModkitIntrinsicElements = { [T in ModkitElementTag]: ModkitJsxProps<T> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ModkitIntrinsicElements {}
  }
}
