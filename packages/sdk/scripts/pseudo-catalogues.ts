/**
 * Writes each namespace's pseudo-locale catalogue (src/i18n/catalogues/en-x-pseudo/<namespace>.ts, in
 * the form `lingui compile` gives the others) from its English source.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_NAMESPACES } from '../src/i18n/namespaces';
import { pseudoCatalogue } from './pseudo-locale';

const catalogues = fileURLToPath(new URL('../src/i18n/catalogues/', import.meta.url));

/** The compiled module's text, as `lingui compile --typescript` writes it. */
export function compiledModule(messages: unknown): string {
  return `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))})as Messages;`;
}

for (const namespace of CATALOGUE_NAMESPACES) {
  const english = JSON.parse(readFileSync(`${catalogues}en/${namespace}.json`, 'utf8'));
  writeFileSync(`${catalogues}en-x-pseudo/${namespace}.ts`, compiledModule(pseudoCatalogue(english)));
}
