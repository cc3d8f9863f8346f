/**
 * The message catalogues (`npm run catalogues -w @modkit/sdk` compiles them): one JSON file per language
 * and namespace under src/i18n/catalogues/<locale>/, compiled beside it into a TypeScript module of
 * precompiled ICU messages, so that no message parser ships to a browser.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { CATALOGUE_NAMESPACES } from './src/i18n/namespaces';
import { LANGUAGES } from './src/rules/language';

export default defineConfig({
  locales: [...LANGUAGES],
  sourceLocale: 'en',
  catalogs: CATALOGUE_NAMESPACES.map((namespace) => ({
    path: `<rootDir>/src/i18n/catalogues/{locale}/${namespace}`,
    include: [],
  })),
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
});
