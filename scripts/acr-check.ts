/**
 * Holds docs/accessibility/ACR.md (the Accessibility Conformance Report) to the tests (in `npm run lint`):
 *
 * - every criterion of WCAG 2.2 A and AA, of the Revised Section 508 chapters and of the EN 301 549 clauses the
 *   report covers has exactly one row, in its section, with one of the four conformance levels;
 * - a "Supports" row cites at least one test, and every citation names a test that exists: a file and a test
 *   title read from that file (`test(`/`it(` titles with their `describe` prefixes, joined by ' › '), written
 *   `` `tests/e2e/x.spec.ts` "title" ``; or a file and a text it holds, `` `file` ∋ `text` `` (an assertion
 *   that is not a test, such as Lighthouse's category minimums);
 * - a title written in a loop is cited as one of its titles, or as its template (`"… ({theme})"`): the
 *   template stands for every test the loop makes, each with a value of its list (scripts/acr-titles.ts reads
 *   the lists as the test runner does);
 * - a "Partially Supports" row may say `to be cited` (a test that is on its way: the only pending marker);
 *   no other level may; "Does Not Support" and "Not Applicable" rows say why.
 *
 * `tsx scripts/acr-check.ts` prints one line per problem and exits 1 on any; `--titles <file>` prints a file's
 * test titles as the checker reads them: each template, then the tests it stands for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type AcrRow, PENDING, REQUIRED, readAcrRows } from './acr-rows';
import { type FileTitles, fileTitles, fill } from './acr-titles';

const LEVELS = new Set(['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable']);
const TEST_CITATION = /`([^`]+)`\s*"([^"]+)"/g;
const TEXT_CITATION = /`([^`]+)`\s*∋\s*`([^`]+)`/g;

const titleCache = new Map<string, Promise<FileTitles>>();
const titlesOf = (file: string) => {
  let known = titleCache.get(file);
  if (!known) {
    known = fileTitles(file);
    titleCache.set(file, known);
  }
  return known;
};

/** Whether a file declares a test of this title: one of its tests' titles, or one of its templates. */
export function declares(titles: FileTitles, title: string): boolean {
  return titles.templates.some(
    ({ template, rows }) => template === title || rows.some((row) => fill(template, row) === title),
  );
}

/** Why a cited title was not found, when the file builds titles the checker cannot read. */
const unreadNote = (titles: FileTitles) =>
  titles.unread.length
    ? ` (its titles built from values read only at run time, not citable: ${titles.unread.join(', ')})`
    : '';

/** The problems of one row's citations: a missing file, a title the file does not declare, a missing text. */
async function citationProblems(row: AcrRow): Promise<{ problems: string[]; count: number }> {
  const problems: string[] = [];
  let count = 0;
  for (const [, file, title] of row.tests.matchAll(TEST_CITATION)) {
    count++;
    if (!existsSync(file!)) problems.push(`${row.where}: ${file} does not exist`);
    else {
      const titles = await titlesOf(file!);
      if (!declares(titles, title!))
        problems.push(`${row.where}: no test "${title}" in ${file}${unreadNote(titles)}`);
    }
  }
  for (const [, file, text] of row.tests.matchAll(TEXT_CITATION)) {
    count++;
    if (!existsSync(file!)) problems.push(`${row.where}: ${file} does not exist`);
    else if (!readFileSync(file!, 'utf8').includes(text!))
      problems.push(`${row.where}: ${file} does not hold ${text}`);
  }
  return { problems, count };
}

/** What is wrong with one row. */
async function rowProblems(row: AcrRow): Promise<string[]> {
  if (!LEVELS.has(row.level))
    return [`${row.where}: conformance level "${row.level}" is not one of the four`];
  const { problems, count } = await citationProblems(row);
  const pending = `${row.remarks} ${row.tests}`.includes(PENDING);
  if (pending && row.level !== 'Partially Supports')
    problems.push(`${row.where}: "${PENDING}" is only for a Partially Supports row`);
  if (row.level === 'Supports' && count === 0) problems.push(`${row.where}: Supports cites no test`);
  if ((row.level === 'Does Not Support' || row.level === 'Not Applicable') && !row.remarks.trim())
    problems.push(`${row.where}: ${row.level} says why in its remarks`);
  return problems;
}

/** Every problem of the report: rows missing, doubled or unknown, and each row's own. */
export async function acrProblems(markdown: string): Promise<string[]> {
  const rows = readAcrRows(markdown);
  const problems: string[] = [];
  for (const [section, ids] of Object.entries(REQUIRED)) {
    const seen = rows.filter((r) => r.section === section).map((r) => r.id);
    for (const id of ids) {
      const n = seen.filter((s) => s === id).length;
      if (n === 0) problems.push(`${section}: no row for ${id}`);
      if (n > 1) problems.push(`${section}: ${n} rows for ${id}`);
    }
    for (const id of seen)
      if (!ids.includes(id)) problems.push(`${section}: ${id} is not a criterion of this section`);
  }
  for (const row of rows) problems.push(...(await rowProblems(row)));
  return problems;
}

const REPORT = 'docs/accessibility/ACR.md';

/** `--titles <file>`: each template of the file, the tests it stands for, and the unread titles. */
async function printTitles(file: string) {
  const titles = await fileTitles(file);
  for (const { template, rows } of titles.templates) {
    console.log(template);
    if (rows.length > 1 || template.includes('{'))
      for (const row of rows) console.log(`  = ${fill(template, row)}`);
  }
  for (const unread of titles.unread) console.log(`unread (built at run time): ${unread}`);
}

const isMain = process.argv[1]?.endsWith('acr-check.ts');
if (isMain && process.argv[2] === '--titles') await printTitles(process.argv[3]!);
else if (isMain) {
  const problems = await acrProblems(readFileSync(REPORT, 'utf8'));
  for (const problem of problems) console.error(`${REPORT}: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(`${REPORT}: every criterion has its row, every cited test exists`);
}
