/**
 * Code samples in the documents that are copies of tested files: a sample preceded by
 * `<!-- snippet: examples/next/app/server/page.tsx#server-page -->` is the region between `#region server-page`
 * and `#endregion server-page` of that file (any comment syntax; dedented), or the whole file without `#name`.
 * `tsx scripts/doc-snippets.ts` rewrites the samples from the files; the widgets' tests fail on a stale one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The documents whose samples are tested files. */
export const SNIPPET_DOCUMENTS = ['docs/partners.md', 'packages/widgets/README.md'];

/** A marker, its sample's language and the sample's lines (each with its newline: none when empty). */
const MARKER = /<!-- snippet: ([^#\s]+)(?:#([\w-]+))? -->\n```(\w*)\n((?:[^\n]*\n)*?)```/g;

/** A region of a file (or the whole file), without its marker lines and the indentation its lines share. */
export function regionOf(path: string, region?: string): string {
  const text = readFileSync(join(root, path), 'utf8');
  let lines = text.replace(/\n$/, '').split('\n');
  if (region) {
    const start = lines.findIndex((line) => line.includes(`#region ${region}`));
    const end = lines.findIndex((line) => line.includes(`#endregion ${region}`));
    if (start < 0 || end < start) throw new Error(`${path} has no region ${region}`);
    lines = lines.slice(start + 1, end);
  }
  lines = lines.filter((line) => !/#(end)?region\b/.test(line));
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}

/** The document with every sample replaced by its file's region. */
export function withSnippets(markdown: string): string {
  return markdown.replace(MARKER, (_all, path: string, region: string | undefined, lang: string) => {
    const name = region ? `${path}#${region}` : path;
    return `<!-- snippet: ${name} -->\n\`\`\`${lang}\n${regionOf(path, region)}\n\`\`\``;
  });
}

/** The samples of a document that differ from their files' regions, by name. */
export function staleSnippets(document: string): string[] {
  const markdown = readFileSync(join(root, document), 'utf8');
  const stale: string[] = [];
  for (const [, path, region, , code] of markdown.matchAll(MARKER)) {
    if (code !== `${regionOf(path!, region)}\n`) stale.push(region ? `${path}#${region}` : path!);
  }
  return stale;
}

/** How many samples a document takes from files. */
export const snippetCount = (document: string) =>
  [...readFileSync(join(root, document), 'utf8').matchAll(MARKER)].length;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const document of SNIPPET_DOCUMENTS) {
    const file = join(root, document);
    writeFileSync(file, withSnippets(readFileSync(file, 'utf8')));
    console.log(`${document}: ${snippetCount(document)} samples from tested files`);
  }
}
