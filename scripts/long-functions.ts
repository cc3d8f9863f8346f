/**
 * Lists the functions longer than a limit (default 80 lines), so a function that grows past one screen
 * is seen in review: `npx tsx scripts/long-functions.ts [--limit 80] [paths…]`.
 * Seeds, migrations and declarative tables are left out (their length is data, not logic), and so are the
 * bodies a test framework calls (`describe`, `it`, `test`, `beforeAll` …: a test narrates a journey, and the
 * helpers it calls are counted like any function).
 * Exits 1 when any function is over the limit, so it can run as a check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 80;
const roots = args.filter((a, i) => !a.startsWith('--') && (limitAt < 0 || i !== limitAt + 1));
const searched = roots.length > 0 ? roots : ['packages', 'bench', 'scripts', 'tests'];

const LEFT_OUT = [
  /\/src\/seed\//,
  /\/migrations(\/|\.ts$)/,
  /node_modules/,
  /\/dist\//,
  /storybook-static/,
  /\.d\.ts$/,
];
/** The calls whose callback is a test or a group of tests, not a function of the code. */
const TEST_FRAMEWORK_CALL = /^(describe|it|test|beforeAll|afterAll|beforeEach|afterEach)(\.\w+)*$/;

function sourceFiles(path: string): string[] {
  const stat = statSync(path);
  if (stat.isFile()) return /\.(ts|tsx|mts)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) =>
    name.startsWith('.') || name === 'node_modules' ? [] : sourceFiles(join(path, name)),
  );
}

function functionName(node: ts.Node, file: ts.SourceFile): string {
  const named = node as ts.FunctionDeclaration | ts.MethodDeclaration;
  if (named.name) return named.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(file).slice(0, 40)}(…) callback`;
  return '(anonymous)';
}

function isTestBody(node: ts.Node, file: ts.SourceFile): boolean {
  const parent = node.parent;
  return ts.isCallExpression(parent) && TEST_FRAMEWORK_CALL.test(parent.expression.getText(file));
}

const found: string[] = [];
for (const path of searched.flatMap(sourceFiles)) {
  if (LEFT_OUT.some((pattern) => pattern.test(path))) continue;
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !isTestBody(node, file)) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      if (end - start + 1 > limit)
        found.push(
          `${relative(process.cwd(), path)}:${start} ${functionName(node, file)} ${end - start + 1} lines`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}
for (const line of found) console.log(line);
console.log(
  found.length === 0 ? `no function over ${limit} lines` : `${found.length} functions over ${limit} lines`,
);
process.exitCode = found.length === 0 ? 0 : 1;
