/**
 * Each widget's English messages (`src/messages/<widget>.ts`): the messages of the SDK's English `widgets`
 * catalogue whose ids its code names — the files its React component and its script-tag entry reach through
 * relative imports, lazy ones included — so that a widget carries its own texts and no other widget's. The
 * `ui` set is what the primitives of `@modkit/widgets/ui` name (their English outside a widget). Other
 * languages stay whole catalogues loaded on demand. `npm run messages -w @modkit/widgets` writes the files;
 * a test checks they are current.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages as english } from '../../sdk/src/i18n/catalogues/en/widgets';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** The files a set's ids are read from, relative to src/. */
export const MESSAGE_SETS: Record<string, string[]> = {
  'points-badge': ['react/points-badge.ts', 'embed/entries/points-badge.ts'],
  'library-carousel': ['react/library-carousel.ts', 'embed/entries/library-carousel.ts'],
  'module-player': ['react/module-player.ts', 'embed/entries/module-player.ts'],
  discussion: ['react/discussion.ts', 'embed/entries/discussion.ts'],
  'learner-table': ['react/learner-table.ts', 'embed/entries/learner-table.ts'],
  dashboard: ['react/dashboard.ts', 'embed/entries/dashboard.ts'],
  ui: ['ui/index.ts'],
};

/** Where the generated modules live (they are not read: each holds every id of its set). */
const GENERATED = join(src, 'messages');

function resolve(from: string, spec: string): string | null {
  const base = join(from, '..', spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The source files reached from `roots` through relative imports (static and dynamic). */
export function reachedFiles(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(GENERATED)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from\s*|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(file, match[1]!);
      if (target) visit(target);
    }
  };
  for (const root of roots) visit(join(src, root));
  return [...seen].sort();
}

/** The catalogue's ids named (as string literals) in a set's files. */
export function messageIds(roots: string[]): string[] {
  const ids = new Set<string>();
  for (const file of reachedFiles(roots)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(['"`])([\w.-]+)\1/g)) {
      if (Object.hasOwn(english, match[2]!)) ids.add(match[2]!);
    }
  }
  return [...ids].sort();
}

/** A set's English messages, as its module holds them. */
export function setMessages(set: string): Record<string, unknown> {
  return Object.fromEntries(messageIds(MESSAGE_SETS[set]!).map((id) => [id, english[id]]));
}

function moduleText(set: string): string {
  return `/* The English messages the ${set} code names: written by scripts/widget-messages.ts from the SDK's English \`widgets\` catalogue; do not edit. */
import type { Messages } from '@modkit/sdk/i18n';

export const messages: Messages = ${JSON.stringify(setMessages(set))};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const set of Object.keys(MESSAGE_SETS)) {
    const file = join(GENERATED, `${set}.ts`);
    writeFileSync(file, moduleText(set));
    console.log(`${set}: ${Object.keys(setMessages(set)).length} messages → src/messages/${set}.ts`);
  }
}
