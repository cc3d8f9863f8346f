/**
 * The test titles a test file declares, read from its syntax (TypeScript's parser): `test(…)`, `it(…)`,
 * `test.describe(…)` and `describe(…)` with their modifiers (`.only`, `.skip`, `.serial` …), each title
 * prefixed by the describes around it (`describe › test`).
 *
 * A title built in a loop (`for (const theme of ['light', 'dark']) test(\`… (${theme})\`)`) is a template,
 * `… ({theme})`, with one row of values per run of its loops: the loop's list is read as the test runner reads
 * it (written out in the file, a `const` of the file, or a list imported from another module, which is
 * imported: scripts/acr-values.ts). A placeholder is named by what the loop binds (`{theme}`, `{role}`,
 * `{example.title}`); a `const` of the file in a title is its text. A title built from anything else (a
 * counter, a call) cannot be read: it is listed as unread, and cannot be cited.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { bare, FileValues, UNKNOWN, type Value } from './acr-values';

const TEST_CALLS = new Set(['test', 'it']);
const DESCRIBE_CALLS = new Set(['describe']);
const HELPERS = [
  'beforeAll',
  'afterAll',
  'beforeEach',
  'afterEach',
  'use',
  'setTimeout',
  'configure',
  'step',
];

/** One title as written, with a row of placeholder values for each test it makes. */
export interface TitleTemplate {
  /** The title, each loop value as `{name}`. */
  template: string;
  /** One row per test: each placeholder's value. */
  rows: Array<Record<string, string>>;
}

/** What a file declares: its titles' templates (with and without their describes) and the unread ones. */
export interface FileTitles {
  templates: TitleTemplate[];
  /** The source text of the titles built from values that cannot be read without running the file. */
  unread: string[];
}

/** The loop values in scope: one row per run of the loops around a node (names → values). */
type Scope = Array<Record<string, Value>>;

/** `test`, `it` or `describe` at the root of a callee such as `test.describe.serial` or `test.skip`. */
function calleeKind(callee: ts.Expression): 'test' | 'describe' | null {
  const names: string[] = [];
  let node: ts.Expression = callee;
  for (;;) {
    if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isPropertyAccessExpression(node)) {
      names.unshift(node.name.text);
      node = node.expression;
    } else break;
  }
  if (!ts.isIdentifier(node)) return null;
  const root = node.text;
  if (DESCRIBE_CALLS.has(root) || (TEST_CALLS.has(root) && names.includes('describe'))) return 'describe';
  if (TEST_CALLS.has(root) && !names.some((n) => HELPERS.includes(n))) return 'test';
  return null;
}

/** A loop-bound name an expression reads (`role`, `example.title`), if it reads one of the scope's. */
function boundName(node: ts.Expression, scope: Scope): string | null {
  const at = bare(node);
  if (ts.isIdentifier(at)) return at.text in (scope[0] ?? {}) ? at.text : null;
  if (ts.isPropertyAccessExpression(at)) {
    const root = boundName(at.expression, scope);
    return root ? `${root}.${at.name.text}` : null;
  }
  return null;
}

/** A placeholder's value in one row: a string or number, else UNKNOWN. */
function rowValue(row: Record<string, Value>, name: string): string | typeof UNKNOWN {
  let value: Value = row;
  for (const part of name.split('.')) {
    if (value === UNKNOWN || typeof value !== 'object' || value === null) return UNKNOWN;
    value = (value as Record<string, Value>)[part];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : UNKNOWN;
}

/** A title argument as a template and its placeholders, or null when it cannot be read. */
async function readTitle(
  arg: ts.Expression | undefined,
  scope: Scope,
  values: FileValues,
): Promise<{ text: string; names: string[] } | null> {
  if (!arg) return null;
  const at = bare(arg);
  if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) return { text: at.text, names: [] };
  if (!ts.isTemplateExpression(at)) return null;
  let text = at.head.text;
  const names: string[] = [];
  for (const span of at.templateSpans) {
    const name = boundName(span.expression, scope);
    if (name) {
      names.push(name);
      text += `{${name}}`;
    } else {
      const value = await values.of(span.expression);
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      text += String(value);
    }
    text += span.literal.text;
  }
  return { text, names };
}

/** The rows of a template: the scope's values of its placeholders, each distinct row once; null if unknown. */
function templateRows(names: string[], scope: Scope): Array<Record<string, string>> | null {
  const rows = new Map<string, Record<string, string>>();
  for (const row of scope) {
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = rowValue(row, name);
      if (value === UNKNOWN) return null;
      values[name] = value;
    }
    rows.set(JSON.stringify(values), values);
  }
  return [...rows.values()];
}

/** The rows a loop's binding gives each of its values (`x`, `{ a, b }`, `[a, b]`). */
function bind(binding: ts.BindingName, value: Value): Record<string, Value> {
  if (ts.isIdentifier(binding)) return { [binding.text]: value };
  const bound: Record<string, Value> = {};
  binding.elements.forEach((element, index) => {
    if (ts.isOmittedExpression(element) || !ts.isIdentifier(element.name)) return;
    const key = ts.isObjectBindingPattern(binding)
      ? (element.propertyName?.getText() ?? element.name.text)
      : String(index);
    const known = value !== null && typeof value === 'object' && key in value;
    bound[element.name.text] = known ? (value as Record<string, Value>)[key] : UNKNOWN;
  });
  return bound;
}

/** The scope inside `for (const binding of list)`: each row of the outer scope with each item of the list. */
async function loopScope(loop: ts.ForOfStatement, scope: Scope, values: FileValues): Promise<Scope | null> {
  const declaration = ts.isVariableDeclarationList(loop.initializer)
    ? loop.initializer.declarations[0]
    : undefined;
  if (!declaration) return null;
  const list = await values.of(loop.expression);
  const items = Array.isArray(list) ? list : [UNKNOWN];
  return scope.flatMap((row) => items.map((item) => ({ ...row, ...bind(declaration.name, item) })));
}

/** A test's or describe's body (`test.skip(condition, reason)` in a test has none: it declares nothing). */
const isBody = (node: ts.Expression) => ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/** Whether a node declares a test or a describe somewhere inside it (its loop's list is then read). */
function holdsTests(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && calleeKind(node.expression) && node.arguments.some(isBody)) return true;
  return ts.forEachChild(node, (child) => (holdsTests(child) ? true : undefined)) ?? false;
}

/** The describes around a node: their titles (templates) and the placeholders they use. */
interface Prefix {
  titles: string[];
  names: string[];
}

/** Every title template of a file (describes joined with ' › '), and the titles that cannot be read. */
export async function fileTitles(path: string): Promise<FileTitles> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const values = new FileValues(path, source);
  const found: FileTitles = { templates: [], unread: [] };
  const visit = async (node: ts.Node, prefix: Prefix | null, scope: Scope): Promise<void> => {
    if (ts.isForOfStatement(node) && holdsTests(node.statement)) {
      const inner = await loopScope(node, scope, values);
      if (inner) return visit(node.statement, prefix, inner);
    }
    const kind = ts.isCallExpression(node) ? calleeKind(node.expression) : null;
    if (kind && ts.isCallExpression(node) && node.arguments.some(isBody)) {
      const title = await readTitle(node.arguments[0], scope, values);
      const inner =
        title && prefix
          ? { titles: [...prefix.titles, title.text], names: [...prefix.names, ...title.names] }
          : null;
      if (kind === 'test') addTest(found, node, title, inner, prefix, scope);
      // A describe's tests (a test's own body declares none).
      else for (const arg of node.arguments.slice(1)) await visit(arg, inner, scope);
      return;
    }
    const children: ts.Node[] = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    for (const child of children) await visit(child, prefix, scope);
  };
  await visit(source, { titles: [], names: [] }, [{}]);
  return found;
}

/** Records one `test(…)`: its template with its describes and, cited alone, without them. */
function addTest(
  found: FileTitles,
  node: ts.CallExpression,
  title: { text: string; names: string[] } | null,
  full: Prefix | null,
  prefix: Prefix | null,
  scope: Scope,
) {
  const rows = full && templateRows([...new Set(full.names)], scope);
  if (!title || !full || !rows || !prefix) {
    found.unread.push(node.arguments[0]?.getText() ?? node.getText());
    return;
  }
  found.templates.push({ template: full.titles.join(' › '), rows });
  if (prefix.titles.length)
    found.templates.push({ template: title.text, rows: templateRows([...new Set(title.names)], scope)! });
}

/** A template's title for one row. */
export const fill = (template: string, row: Record<string, string>) =>
  template.replace(/\{([^}]+)\}/g, (whole, name: string) => row[name] ?? whole);
