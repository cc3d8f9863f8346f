/**
 * `@modkit/widgets/vue`: the `modkit-*` custom elements in Vue's `GlobalComponents`, so that `vue-tsc`
 * checks their attributes and types their `modkit:*` events (`@modkit:ready="(event) => event.detail"`).
 * Bring it into a program with `import type {} from '@modkit/widgets/vue'` (e.g. in `env.d.ts`), and tell
 * Vue's compiler that `modkit-` tags are custom elements (`compilerOptions.isCustomElement`).
 */

import type { ModkitElementAttributesMap, ModkitElementTag, ModkitEventMap } from '@modkit/widgets/elements';
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';

/** `module-id` → `moduleId`: Vue's template checker camelizes an attribute's name before it looks it up. */
type Camelized<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camelized<Tail>>}`
  : S;
type VueAttributes<A> = { [K in keyof A as K extends string ? Camelized<K> : K]: A[K] };

/**
 * A custom element as Vue's template checker sees one (the shape of Vue's guide for custom elements). Write
 * the attributes as the element reads them, `module-id="12"`: Vue sets an unknown name (`moduleId`) as is.
 */
export type ModkitVueElement<T extends ModkitElementTag> = new () => HTMLElement & {
  /** For the template's type checking only. */
  $props: Omit<HTMLAttributes, keyof VueAttributes<ModkitElementAttributesMap[T]>> &
    VueAttributes<ModkitElementAttributesMap[T]> &
    PublicProps;
  /** For the template's type checking only. */
  $emit: EmitFn<{ [K in keyof ModkitEventMap]: (event: ModkitEventMap[K]) => void }>;
};

type ModkitGlobalComponents = { [T in ModkitElementTag]: ModkitVueElement<T> };

declare module 'vue' {
  interface GlobalComponents extends ModkitGlobalComponents {}
}
