/**
 * The test titles a test file declares, read from its syntax (TypeScript's parser): `test(…)`, `it(…)`,
 * `test.describe(…)` and `describe(…)` with their modifiers (`.only`, `.skip`, `.serial`, `.each(…)` …), each
 * title prefixed by the describes around it (`describe › test`). A title built at run time (a template with
 * `${…}`, a `%s` of `.each`) becomes a pattern whose dynamic parts match anything.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const TEST_CALLS = new Set(['test', 'it']);
const DESCRIBE_CALLS = new Set(['describe']);

/** `test`, `it` or `describe` at the root of a callee such as `test.describe.serial` or `it.each([...])`. */
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
  const helpers = [
    'beforeAll',
    'afterAll',
    'beforeEach',
    'afterEach',
    'use',
    'setTimeout',
    'configure',
    'step',
  ];
  if (TEST_CALLS.has(root) && !names.some((n) => helpers.includes(n))) return 'test';
  return null;
}

/** A title argument as a pattern source: literal text escaped, `${…}`, `%s`, `%d`, `%j`, `$x` as wildcards. */
function titlePattern(arg: ts.Expression | undefined): string | null {
  const literal = (text: string) =>
    text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%[sdifjo#%]|\\\$[a-zA-Z_]\w*/g, '.*');
  if (!arg) return null;
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return literal(arg.text);
  if (ts.isTemplateExpression(arg))
    return literal(arg.head.text) + arg.templateSpans.map((s) => `.*${literal(s.literal.text)}`).join('');
  return null;
}

/** Every test title of a file, each as a pattern matching its full title (describes joined with ' › '). */
export function testTitlePatterns(path: string): RegExp[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: RegExp[] = [];
  const visit = (node: ts.Node, prefix: string[]) => {
    if (ts.isCallExpression(node)) {
      const kind = calleeKind(node.expression);
      const title = titlePattern(node.arguments[0]);
      if (kind && title !== null) {
        const full = [...prefix, title];
        if (kind === 'test') {
          found.push(new RegExp(`^${full.join(' › ')}$`));
          // Cited without its describes, a test is found by its own title too.
          if (prefix.length) found.push(new RegExp(`^${title}$`));
        }
        for (const arg of node.arguments.slice(1)) visit(arg, kind === 'describe' ? full : prefix);
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, prefix));
  };
  visit(source, []);
  return found;
}
