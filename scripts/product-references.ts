/**
 * Checks that every reference to the product documents resolves: `part 1 §2.17` must name a heading
 * "2.17 …" of docs/product/learner.md, `part 2 §5` a heading "5. …" of docs/product/mentor.md, and
 * `part 2 "Order Details"` a heading of mentor.md with that name. Run by `npm run lint`:
 * `npx tsx scripts/product-references.ts [paths…]` (default: every file git knows, tracked or not ignored).
 *
 * A § takes its part from, in this order: a `part N` right before it ("part 2 §4"); in a product document,
 * that document; a `part N` earlier on its line ("part 1 §2.14, §4"); in Markdown, the nearest heading above
 * it that names a part ("## Part 1 calls"); a `part N` earlier in its paragraph or comment (no blank line
 * between). `§2.14–2.15` and `§7–§9` name every section of the range. A § that none of these gives a part is
 * reported, and so is a link to a heading of a product document that does not exist.
 * Prints each unresolved reference with its file and line; exits 1 when there is one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const DOCUMENTS = { '1': 'docs/product/learner.md', '2': 'docs/product/mentor.md' } as const;
type Part = keyof typeof DOCUMENTS;

/** "part 1", also with "part" at the end of a comment's line and "1" at the start of the next. */
const PART = /\b[Pp]art(?:\s|\*|\/\/|#)+([12])\b/g;
const SECTION = /§\s?(\d+(?:\.\d+)?)(?:\s?[–-]\s?§?(\d+(?:\.\d+)?))?/g;
const QUOTED_NAME = /\b[Pp]art\s+2,?\s+"([^"]+)"/g;
/** A Markdown link to a heading of a product document: `(learner.md#23-access-guard)`, `(#4-states…)`. */
const HEADING_LINK = /\]\(((?:[^)\s#]*\/)?(learner|mentor)\.md)?#([^)\s]+)\)/g;
/** A § of another standard ("OpenID Connect Discovery §4.3", "RFC 6749 §4.1"), not of the product. */
const OTHER_STANDARD =
  /(RFC\s?\d+|WCAG[\s\d.]*|ISO[\s\d-]*|Discovery|Core|Connect|LTI [\w.]+|HTTP[\w/.]*)\s*$/;
const HEADING = /^#{1,6}\s+(?:(\d+(?:\.\d+)*)\.?\s+)?(.+?)\s*$/;
const LEFT_OUT = [/(^|\/)package-lock\.json$/, /\.(png|jpe?g|gif|webp|ico|woff2?|zip|pdf|br|gz)$/];

/** The section numbers, the names and the link anchors of one document's headings. */
interface Headings {
  numbers: Set<string>;
  names: string[];
  anchors: Set<string>;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headingsOf(text: string): Headings {
  const numbers = new Set<string>();
  const names: string[] = [];
  const anchors = new Set<string>();
  for (const line of text.split('\n')) {
    const m = HEADING.exec(line);
    if (!m) continue;
    if (m[1]) numbers.add(m[1]);
    names.push(m[2]!.toLowerCase());
    anchors.add(anchorOf(line.replace(/^#+\s+/, '').trim()));
  }
  return { numbers, names, anchors };
}

/** The sections a reference names: one, or each of a range (`7–9`, `2.14–2.15`). */
function sectionsOf(from: string, to: string | undefined): string[] {
  if (!to) return [from];
  const head = (s: string) => s.split('.').slice(0, -1).join('.');
  const last = (s: string) => Number(s.split('.').at(-1));
  if (head(from) !== head(to) || last(to) < last(from) || last(to) - last(from) > 30) return [from, to];
  const prefix = head(from) ? `${head(from)}.` : '';
  return Array.from({ length: last(to) - last(from) + 1 }, (_, i) => `${prefix}${last(from) + i}`);
}

/** The part each line's Markdown heading scope names (a heading naming "Part N" covers its subsections). */
function headingParts(lines: string[]): Array<Part | null> {
  const stack: Array<{ level: number; part: Part | null }> = [];
  let inFence = false;
  return lines.map((line) => {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const m = inFence ? null : /^(#{1,6})\s+(.*)$/.exec(line);
    if (m) {
      const level = m[1]!.length;
      while (stack.length && stack.at(-1)!.level >= level) stack.pop();
      const named = /\b[Pp]art\s+([12])\b/.exec(m[2]!)?.[1] as Part | undefined;
      stack.push({ level, part: named ?? stack.at(-1)?.part ?? null });
    }
    return stack.at(-1)?.part ?? null;
  });
}

/** Where each `part N` of a text ends (line and column), in order; "part" and its number may sit on two lines. */
function partMentions(text: string, lineStarts: number[]) {
  return [...text.matchAll(PART)].map((m) => {
    const end = m.index + m[0].length;
    const line = lineStarts.findLastIndex((start) => start <= end);
    return { part: m[1] as Part, line, column: end - lineStarts[line]! };
  });
}
type Mention = ReturnType<typeof partMentions>[number];

/** How many references were checked (for the closing line). */
let references = 0;

/** Where a § stands: its line (0-based) and column. */
interface At {
  index: number;
  column: number;
}

/** What a file gives a bare § to belong to: its lines, its `part N`, its Markdown scopes, its own part. */
interface Context {
  lines: string[];
  mentions: Mention[];
  scope: Array<Part | null> | null;
  ownPart: Part | null;
}

/** The part a § belongs to, or null when nothing names one. */
function partOf(context: Context, at: At): Part | null {
  const { lines, mentions, scope, ownPart } = context;
  const last = mentions
    .filter((m) => m.line < at.index || (m.line === at.index && m.column <= at.column))
    .at(-1);
  const sameLine = last?.line === at.index;
  // "part 2 §4" names its part; in a product document any other § is the document's own.
  if (sameLine && lines[at.index]!.slice(last.column, at.column).trim() === '') return last.part;
  if (ownPart) return ownPart;
  if (sameLine) return last.part;
  const fromHeading = scope?.[at.index];
  if (fromHeading) return fromHeading;
  let start = at.index;
  while (start > 0 && lines[start - 1]!.trim() !== '') start--;
  return last && last.line >= start ? last.part : null;
}

/** The § references of one line that name no heading of their document. */
function sectionProblems(line: string, at: number, context: Context, documents: Documents): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(SECTION)) {
    if (OTHER_STANDARD.test(line.slice(0, m.index))) continue;
    const part = partOf(context, { index: at, column: m.index });
    references++;
    if (!part) {
      out.push(`${m[0]} names no document (write "part 1 ${m[0]}" or "part 2 ${m[0]}")`);
      continue;
    }
    for (const section of sectionsOf(m[1]!, m[2]))
      if (!documents[part].numbers.has(section))
        out.push(`part ${part} §${section} has no heading "${section} …" in ${DOCUMENTS[part]}`);
  }
  return out;
}

/** Markdown links to a product document's heading, and part 2's sections cited by name, that name none. */
function nameProblems(line: string, context: Context, documents: Documents): string[] {
  const out: string[] = [];
  for (const m of context.scope ? line.matchAll(HEADING_LINK) : []) {
    references++;
    const part = m[2] ? (m[2] === 'learner' ? '1' : '2') : context.ownPart;
    if (part && !documents[part].anchors.has(m[3]!))
      out.push(`the link ${m[0].slice(1)} names no heading of ${DOCUMENTS[part]}`);
  }
  for (const m of line.matchAll(QUOTED_NAME)) {
    references++;
    const name = m[1]!.toLowerCase();
    if (!documents['2'].names.some((heading) => heading === name || heading.startsWith(`${name} (`)))
      out.push(`part 2 ${JSON.stringify(m[1])} names no heading of ${DOCUMENTS['2']}`);
  }
  return out;
}

type Documents = Record<Part, Headings>;

/** The unresolved references of one file, as `file:line: what`. */
function unresolvedReferences(path: string, text: string, documents: Documents): string[] {
  const lines = text.split('\n');
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const context: Context = {
    lines,
    mentions: partMentions(text, lineStarts),
    scope: path.endsWith('.md') ? headingParts(lines) : null,
    ownPart: (Object.entries(DOCUMENTS).find(([, doc]) => doc === path)?.[0] ?? null) as Part | null,
  };
  return lines.flatMap((line, index) =>
    [...sectionProblems(line, index, context, documents), ...nameProblems(line, context, documents)].map(
      (problem) => `${path}:${index + 1}: ${problem}`,
    ),
  );
}

function filesToCheck(args: string[]): string[] {
  if (args.length) return args;
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))];
}

function readText(path: string): string | null {
  try {
    const text = readFileSync(path, 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null; // deleted but still in the index, or a folder (a submodule)
  }
}

/** A product document's headings; a missing document ends the check with one line. */
function documentHeadings(part: Part): Headings {
  const text = readText(DOCUMENTS[part]);
  if (text === null) {
    console.log(`${DOCUMENTS[part]} is missing: every part ${part} reference names a heading of it`);
    process.exit(1);
  }
  return headingsOf(text);
}

const documents: Documents = { '1': documentHeadings('1'), '2': documentHeadings('2') };
const found: string[] = [];
const citing = new Set<string>();
for (const path of filesToCheck(process.argv.slice(2))) {
  if (LEFT_OUT.some((pattern) => pattern.test(path))) continue;
  const text = readText(path);
  if (text === null) continue;
  const before = references;
  found.push(...unresolvedReferences(path, text, documents));
  if (references > before) citing.add(path);
}
for (const line of found) console.log(line);
console.log(
  found.length === 0
    ? `all ${references} product references of ${citing.size} files resolve to headings of docs/product`
    : `${found.length} product references do not resolve (docs/product/README.md says how to cite)`,
);
process.exitCode = found.length === 0 ? 0 : 1;
