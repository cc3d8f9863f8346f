/**
 * The rows of docs/accessibility/ACR.md, and the criteria each of its sections must have a row for. A row is a
 * Markdown table line whose first cell starts with a criterion's number ("1.4.10 Reflow (Level AA)", "302.1
 * Without Vision", "4.2.1 Usage without vision"); its section is the report's `## ` heading above it (WCAG,
 * Section 508, EN 301 549). Cells: criterion, conformance level, remarks and explanations, tests.
 */

/** The only marker of a citation still to come (a Partially Supports row whose test is being written). */
export const PENDING = 'to be cited';

const WCAG_A = [
  ...['1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2'],
  ...['2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4'],
  ...['2.5.1', '2.5.2', '2.5.3', '2.5.4', '3.1.1', '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7'],
  ...['4.1.1', '4.1.2'],
];
const WCAG_AA = [
  ...['1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13'],
  ...['2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.7', '2.5.8', '3.1.2', '3.2.3', '3.2.4', '3.3.3', '3.3.4'],
  ...['3.3.8', '4.1.3'],
];
const SECTION_508 = [
  ...['302.1', '302.2', '302.3', '302.4', '302.5', '302.6', '302.7', '302.8', '302.9'],
  ...['402', '501.1', '502', '503.2', '503.3', '503.4', '504', '602.2', '602.3', '602.4', '603.2', '603.3'],
];
const EN_301_549 = [
  ...['4.2.1', '4.2.2', '4.2.3', '4.2.4', '4.2.5', '4.2.6', '4.2.7', '4.2.8', '4.2.9', '4.2.10'],
  ...['5.2', '5.3', '5.4', '5.5', '5.6', '5.7', '5.8', '5.9', '6', '7.1', '7.2', '7.3', '8', '9', '10', '11'],
  ...['12.1.1', '12.1.2', '12.2.2', '12.2.3', '12.2.4', '13'],
];

/** The criteria each section of the report must have exactly one row for. */
export const REQUIRED: Record<string, string[]> = {
  WCAG: [...WCAG_A, ...WCAG_AA],
  'Section 508': SECTION_508,
  'EN 301 549': EN_301_549,
};

export interface AcrRow {
  section: string;
  id: string;
  level: string;
  remarks: string;
  tests: string;
  /** Where the row is, for messages: its line and criterion. */
  where: string;
}

/** The section a `## ` heading opens: the first of REQUIRED's names it contains, else none. */
const sectionOf = (heading: string) => Object.keys(REQUIRED).find((name) => heading.includes(name)) ?? null;

/** The table rows of the report, each in its section; rows outside the three sections are not criteria. */
export function readAcrRows(markdown: string): AcrRow[] {
  const rows: AcrRow[] = [];
  let section: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    if (line.startsWith('## ')) section = sectionOf(line);
    if (!section || !line.startsWith('|')) return;
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split(' | ')
      .map((cell) => cell.trim());
    const id = /^\*{0,2}(\d+(?:\.\d+)*)\b/.exec(cells[0] ?? '')?.[1];
    if (!id) return;
    rows.push({
      section,
      id,
      level: (cells[1] ?? '').replace(/\*/g, ''),
      remarks: cells[2] ?? '',
      tests: cells.slice(3).join(' | '),
      where: `line ${index + 1} (${id})`,
    });
  });
  return rows;
}
