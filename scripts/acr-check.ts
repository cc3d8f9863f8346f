/**
 * Holds docs/accessibility/ACR.md (the Accessibility Conformance Report) to the tests (in `npm run lint`):
 *
 * - every criterion of WCAG 2.2 A and AA, of the Revised Section 508 chapters and of the EN 301 549 clauses the
 *   report covers has exactly one row, in its section, with one of the four conformance levels;
 * - a "Supports" row cites at least one test, and every citation names a test that exists: a file and a test
 *   title read from that file (`test(`/`it(` titles with their `describe` prefixes, joined by ' › '), written
 *   `` `tests/e2e/x.spec.ts` "title" ``; or a file and a text it holds, `` `file` ∋ `text` `` (an assertion
 *   that is not a test, such as Lighthouse's category minimums);
 * - a "Partially Supports" row may say `to be cited` (a test that is on its way: the only pending marker);
 *   no other level may; "Does Not Support" and "Not Applicable" rows say why.
 *
 * `tsx scripts/acr-check.ts` prints one line per problem and exits 1 on any; `--titles <file>` prints a file's
 * test titles as the checker reads them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type AcrRow, PENDING, REQUIRED, readAcrRows } from './acr-rows';
import { testTitlePatterns } from './acr-titles';

const LEVELS = new Set(['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable']);
const TEST_CITATION = /`([^`]+)`\s*"([^"]+)"/g;
const TEXT_CITATION = /`([^`]+)`\s*∋\s*`([^`]+)`/g;

const titleCache = new Map<string, RegExp[]>();
const titlesOf = (file: string) => {
  const known = titleCache.get(file);
  if (known) return known;
  const titles = testTitlePatterns(file);
  titleCache.set(file, titles);
  return titles;
};

/** The problems of one row's citations: a missing file, a title the file does not declare, a missing text. */
function citationProblems(row: AcrRow): { problems: string[]; count: number } {
  const problems: string[] = [];
  let count = 0;
  for (const [, file, title] of row.tests.matchAll(TEST_CITATION)) {
    count++;
    if (!existsSync(file!)) problems.push(`${row.where}: ${file} does not exist`);
    else if (!titlesOf(file!).some((pattern) => pattern.test(title!)))
      problems.push(`${row.where}: no test "${title}" in ${file}`);
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
function rowProblems(row: AcrRow): string[] {
  if (!LEVELS.has(row.level))
    return [`${row.where}: conformance level "${row.level}" is not one of the four`];
  const { problems, count } = citationProblems(row);
  const pending = `${row.remarks} ${row.tests}`.includes(PENDING);
  if (pending && row.level !== 'Partially Supports')
    problems.push(`${row.where}: "${PENDING}" is only for a Partially Supports row`);
  if (row.level === 'Supports' && count === 0) problems.push(`${row.where}: Supports cites no test`);
  if ((row.level === 'Does Not Support' || row.level === 'Not Applicable') && !row.remarks.trim())
    problems.push(`${row.where}: ${row.level} says why in its remarks`);
  return problems;
}

/** Every problem of the report: rows missing, doubled or unknown, and each row's own. */
export function acrProblems(markdown: string): string[] {
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
  for (const row of rows) problems.push(...rowProblems(row));
  return problems;
}

const REPORT = 'docs/accessibility/ACR.md';
if (process.argv[2] === '--titles') {
  for (const pattern of testTitlePatterns(process.argv[3]!)) console.log(pattern.source);
} else {
  const problems = acrProblems(readFileSync(REPORT, 'utf8'));
  for (const problem of problems) console.error(`${REPORT}: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(`${REPORT}: every criterion has its row, every cited test exists`);
}
