/**
 * The server's message catalogues (`npm run catalogues -w @modkit/api` compiles them): one JSON file per
 * language and namespace under src/i18n/catalogues/<language>/, compiled beside it into a TypeScript module
 * of precompiled ICU messages, as the SDK's are. They stay in the api: mail, texts and PDF words never ship
 * to a browser.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
// The SDK's source (the CLI's config loader knows no `source` export condition).
import { LANGUAGES } from '../sdk/src/rules/language';
import { SERVER_NAMESPACES } from './src/i18n/namespaces';

export default defineConfig({
  locales: [...LANGUAGES],
  sourceLocale: 'en',
  catalogs: SERVER_NAMESPACES.map((namespace) => ({
    path: `<rootDir>/src/i18n/catalogues/{locale}/${namespace}`,
    include: [],
  })),
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'ts',
});
