import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    rules: 'src/rules/index.ts',
    // The admin console's rules (package and coupon forms): apart, so widgets never carry them.
    admin: 'src/rules/admin-console.ts',
    // The module search's typo rule (the api's): apart, so the app and widgets never carry its distance.
    search: 'src/rules/search-typos.ts',
    contract: 'src/contract/index.ts',
    react: 'src/react/index.ts',
    i18n: 'src/i18n/index.ts',
    // The offline write queue: apart, loaded by a host once a write is made or something waits.
    offline: 'src/offline/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2020',
  external: ['react'],
  esbuildOptions(options) {
    // The compiled catalogues are `JSON.parse(…)` calls: marked pure, a bundler drops the ones nobody uses
    // (the LTI tool's English in a widget).
    options.pure = ['JSON.parse'];
  },
});
