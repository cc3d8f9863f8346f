/**
 * Checks of the npm build's entries, run by the build: every React entry is a client module (`"use client"`
 * heads the file, so that a React Server Component may import it), and `elements.js` is not one and
 * reaches no React through any file it imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticImports } from './size-budgets';

const CLIENT_DIRECTIVE = /^\s*["']use client["'];?/;

/** The files an entry loads statically (itself included) and the bare packages they import. */
export function importClosure(file: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (current: string) => {
    if (files.has(current)) return;
    files.add(current);
    for (const spec of staticImports(current)) {
      if (spec.startsWith('.')) visit(join(current, '..', spec));
      else packages.add(spec);
    }
  };
  visit(file);
  return { files: [...files], packages: [...packages] };
}

/** Problems of the built entries in `dir` (dist/npm), none when they are right. */
export function npmEntryProblems(dir: string, clientEntries: string[]): string[] {
  const problems: string[] = [];
  for (const entry of clientEntries) {
    const file = join(dir, `${entry}.js`);
    if (!existsSync(file)) problems.push(`${entry}.js is missing`);
    else if (!CLIENT_DIRECTIVE.test(readFileSync(file, 'utf8'))) {
      problems.push(`${entry}.js does not start with "use client"`);
    }
  }
  const elements = importClosure(join(dir, 'elements.js'));
  const react = elements.packages.filter((name) => /^react(-dom)?(\/|$)/.test(name));
  if (react.length) problems.push(`elements.js imports ${react.join(', ')}`);
  for (const file of elements.files) {
    if (CLIENT_DIRECTIVE.test(readFileSync(file, 'utf8'))) {
      problems.push(`elements.js loads a client module (${file})`);
    }
  }
  return problems;
}

/** Prints the check; false when an entry is wrong. */
export function checkNpmEntries(dir: string, clientEntries: string[]): boolean {
  const problems = npmEntryProblems(dir, clientEntries);
  console.log('npm entries:');
  if (!problems.length) {
    console.log(
      `  ✓ ${clientEntries.length} React entries start with "use client"; elements.js imports no React`,
    );
  }
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  return problems.length === 0;
}
