/**
 * The values a test file's loops run over, read without running the file (for scripts/acr-titles.ts): an
 * array or object written out in the file (strings, numbers, booleans, nested arrays and objects), a `const`
 * of the file holding one, a list the file imports from another module (that module is imported and its
 * export read: the same value the test runner sees), and `Object.keys`/`values`/`entries` of any of these.
 * What cannot be read so (a call, a computed value) is `UNKNOWN`.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** A value that cannot be read without running the file. */
export const UNKNOWN: unique symbol = Symbol('unknown');
export type Value = unknown;

/** Strips what changes only a value's type: `x as const`, `x satisfies T`, `(x)`, `x!`. */
export function bare(node: ts.Expression): ts.Expression {
  let at = node;
  while (
    ts.isAsExpression(at) ||
    ts.isSatisfiesExpression(at) ||
    ts.isParenthesizedExpression(at) ||
    ts.isNonNullExpression(at)
  )
    at = at.expression;
  return at;
}

/** The module file an import specifier of `from` names (a relative path, with or without `.ts`). */
function modulePath(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (existsSync(candidate) && !candidate.endsWith('/')) return candidate;
  return null;
}

/** Reads the values of one test file's expressions; imported modules are loaded once. */
export class FileValues {
  private readonly consts = new Map<string, ts.Expression>();
  private readonly imports = new Map<string, { path: string; name: string }>();
  private readonly loaded = new Map<string, Record<string, unknown>>();

  constructor(
    private readonly file: string,
    source: ts.SourceFile,
  ) {
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer)
            this.consts.set(declaration.name.text, declaration.initializer);
      if (ts.isImportDeclaration(statement)) this.readImport(statement);
    }
  }

  private readImport(statement: ts.ImportDeclaration) {
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || !ts.isStringLiteral(statement.moduleSpecifier)) return;
    const path = modulePath(this.file, statement.moduleSpecifier.text);
    if (!path) return;
    for (const element of bindings.elements)
      if (!element.isTypeOnly)
        this.imports.set(element.name.text, { path, name: (element.propertyName ?? element.name).text });
  }

  /** The value of a name of the file: its `const`, or the export it imports. */
  async ofName(name: string): Promise<Value> {
    const declared = this.consts.get(name);
    if (declared) return this.of(declared);
    const imported = this.imports.get(name);
    if (!imported) return UNKNOWN;
    let exports = this.loaded.get(imported.path);
    if (!exports) {
      exports = (await import(pathToFileURL(imported.path).href)) as Record<string, unknown>;
      this.loaded.set(imported.path, exports);
    }
    return imported.name in exports ? exports[imported.name] : UNKNOWN;
  }

  /** The value of an expression, or UNKNOWN. */
  async of(node: ts.Expression): Promise<Value> {
    const at = bare(node);
    if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) return at.text;
    if (ts.isNumericLiteral(at)) return Number(at.text);
    if (at.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (at.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isIdentifier(at)) return this.ofName(at.text);
    if (ts.isArrayLiteralExpression(at)) {
      const items: Value[] = [];
      for (const element of at.elements) {
        if (ts.isSpreadElement(element)) return UNKNOWN;
        items.push(await this.of(element));
      }
      return items;
    }
    if (ts.isObjectLiteralExpression(at)) return this.ofObject(at);
    if (ts.isCallExpression(at)) return this.ofObjectCall(at);
    return UNKNOWN;
  }

  private async ofObject(node: ts.ObjectLiteralExpression): Promise<Value> {
    const object: Record<string, Value> = {};
    for (const property of node.properties) {
      if (ts.isShorthandPropertyAssignment(property))
        object[property.name.text] = await this.ofName(property.name.text);
      else if (ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name))
        object[property.name.text] = await this.of(property.initializer);
      else return UNKNOWN;
    }
    return object;
  }

  /** `Object.keys(x)`, `Object.values(x)`, `Object.entries(x)`. */
  private async ofObjectCall(node: ts.CallExpression): Promise<Value> {
    const callee = node.expression;
    if (!ts.isPropertyAccessExpression(callee) || callee.expression.getText() !== 'Object') return UNKNOWN;
    const method = callee.name.text;
    if (!['keys', 'values', 'entries'].includes(method) || node.arguments.length !== 1) return UNKNOWN;
    const object = await this.of(node.arguments[0]!);
    if (object === UNKNOWN || typeof object !== 'object' || object === null) return UNKNOWN;
    return (Object as unknown as Record<string, (o: object) => unknown>)[method]!(object);
  }
}
