/**
 * `@modkit/widgets/vue`: the `modkit-*` custom elements in Vue's `GlobalComponents`, so that `vue-tsc`
 * checks their attributes and types their `modkit:*` events (`@modkit:ready="(event) => event.detail"`).
 * Bring it into a program with `import type {} from '@modkit/widgets/vue'` (e.g. in `env.d.ts`), and tell
 * Vue's compiler that `modkit-` tags are custom elements (`compilerOptions.isCustomElement`).
 */

import type { ModkitElementAttributesMap, ModkitElementTag, ModkitEventMap } from '@modkit/widgets/elements';
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';

/** A custom element as Vue's template checker sees one (the shape of Vue's guide for custom elements). */
export type ModkitVueElement<T extends ModkitElementTag> = new () => HTMLElement & {
  /** For the template's type checking only. */
  $props: Omit<HTMLAttributes, keyof ModkitElementAttributesMap[T]> &
    ModkitElementAttributesMap[T] &
    PublicProps;
  /** For the template's type checking only. */
  $emit: EmitFn<{ [K in keyof ModkitEventMap]: (event: ModkitEventMap[K]) => void }>;
};

type ModkitGlobalComponents = { [T in ModkitElementTag]: ModkitVueElement<T> };

declare module 'vue' {
  interface GlobalComponents extends ModkitGlobalComponents {}
}
