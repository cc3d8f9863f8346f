import { CatalogueFile } from './catalogue-format';

/** One thing wrong in a catalogue: the file, the line (when the file is a text), the field, what is wrong. */
export interface CatalogueProblem {
  file: string;
  line: number | null;
  /** The field, e.g. `modules[17].publish_days_ago`; empty for the file as a whole. */
  field: string;
  message: string;
}

/** Finds the line of a value in the file being checked (null when the file is not a text). */
export type Locate = (path: ReadonlyArray<PropertyKey>) => number | null;

/** `my-school/science.json, line 1234: modules[17].publish_days_ago (module "black-holes"): Too big …` */
export function formatProblem(p: CatalogueProblem): string {
  const place = p.line === null ? p.file : `${p.file}, line ${p.line}`;
  return p.field ? `${place}: ${p.field}: ${p.message}` : `${place}: ${p.message}`;
}

/** Problems shown (with their line) in an error; the rest are counted. */
const SHOWN = 20;

/**
 * The problems of an import as they are found: the first 20 kept with their line (finding a line reads
 * the file, so it is done for those only), all of them counted.
 */
export class CatalogueProblems {
  readonly shown: CatalogueProblem[] = [];
  count = 0;

  add(file: string, field: string, message: string, line: () => number | null): void {
    this.count++;
    if (this.shown.length < SHOWN) this.shown.push({ file, line: line(), field, message });
  }
}

/** A catalogue that was refused; nothing of it was imported. */
export class CatalogueError extends Error {
  readonly problems: CatalogueProblem[];

  constructor(problems: CatalogueProblems) {
    const lines = problems.shown.map((p) => `  ${formatProblem(p)}`);
    if (problems.count > problems.shown.length)
      lines.push(`  … and ${problems.count - problems.shown.length} more`);
    super(
      `${problems.count === 1 ? '1 problem' : `${problems.count} problems`} in the catalogue, nothing was imported:\n${lines.join('\n')}`,
    );
    this.name = 'CatalogueError';
    this.problems = problems.shown;
  }
}

/** `modules[17].publish_days_ago` from `['modules', 17, 'publish_days_ago']`. */
function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((step, i) => (typeof step === 'number' ? `[${step}]` : `${i ? '.' : ''}${String(step)}`))
    .join('');
}

/** The module a path points into, to name it beside the field (`(module "black-holes")`). */
function moduleNote(value: unknown, path: ReadonlyArray<PropertyKey>): string {
  if (path[0] !== 'modules' || typeof path[1] !== 'number') return '';
  const modules = (value as { modules?: unknown })?.modules;
  const key = Array.isArray(modules) ? (modules[path[1]] as { key?: unknown } | undefined)?.key : undefined;
  return typeof key === 'string' ? ` (module "${key}")` : '';
}

/** Checks one parsed JSON value against the catalogue format: the file (defaults filled in), or null. */
export function validateCatalogueValue(
  name: string,
  value: unknown,
  locate: Locate,
  problems: CatalogueProblems,
): CatalogueFile | null {
  const result = CatalogueFile.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = `${fieldName(issue.path) || '(root)'}${moduleNote(value, issue.path)}`;
    problems.add(name, field, issue.message, () => locate(issue.path));
  }
  return null;
}

/**
 * What can only be checked across records and files, kept as the files go by: sub-categories and careers
 * that exist, keys used once (modules, projects, categories, collections), collections naming modules of
 * the catalogue. `finish()` checks the collections once every module is known.
 */
export function createCrossCheck(careers: ReadonlySet<string>) {
  const moduleFiles = new Map<string, string>();
  const projectFiles = new Map<string, string>();
  const categoryFiles = new Map<string, string>();
  const collectionFiles = new Map<string, string>();
  const collectionRefs: Array<{ name: string; locate: Locate; index: number; modules: string[] }> = [];

  const once = (
    seen: Map<string, string>,
    what: string,
    key: string,
    name: string,
    problem: (message: string) => void,
  ) => {
    const other = seen.get(key);
    if (other === undefined) seen.set(key, name);
    else problem(`${what} key "${key}" is used twice (also in ${other === name ? 'this file' : other})`);
  };

  return {
    /** Checks one valid file (and keeps its collections for `finish`). */
    add(name: string, file: CatalogueFile, locate: Locate, problems: CatalogueProblems): void {
      const at = (path: Array<string | number>, message: string, note = '') =>
        problems.add(name, `${fieldName(path)}${note}`, message, () => locate(path));
      once(categoryFiles, 'category', file.category.key, name, (m) => at(['category', 'key'], m));
      const subcategories = new Set<string>();
      for (const [j, sub] of file.category.subcategories.entries()) {
        subcategories.add(sub.key);
        once(categoryFiles, 'category', sub.key, name, (m) => at(['category', 'subcategories', j, 'key'], m));
      }
      for (const [i, m] of file.modules.entries()) {
        const note = ` (module "${m.key}")`;
        once(moduleFiles, 'module', m.key, name, (message) => at(['modules', i, 'key'], message, note));
        if (!subcategories.has(m.subcategory))
          at(['modules', i, 'subcategory'], `unknown subcategory ${m.subcategory}`, note);
        for (const [j, career] of m.careers.entries()) {
          if (!careers.has(career)) at(['modules', i, 'careers', j], `unknown career ${career}`, note);
        }
        for (const [j, p] of m.projects.entries()) {
          once(projectFiles, 'project', p.key, name, (message) =>
            at(['modules', i, 'projects', j, 'key'], message, note),
          );
        }
      }
      for (const [k, c] of file.collections.entries()) {
        once(collectionFiles, 'collection', c.key, name, (m) => at(['collections', k, 'key'], m));
        const listed = new Set<string>();
        for (const [j, key] of c.modules.entries()) {
          if (listed.has(key)) at(['collections', k, 'modules', j], `module ${key} is listed twice`);
          listed.add(key);
        }
        collectionRefs.push({ name, locate, index: k, modules: c.modules });
      }
    },
    /** Collections that name a module this catalogue does not have. */
    finish(problems: CatalogueProblems): void {
      for (const ref of collectionRefs) {
        for (const [j, key] of ref.modules.entries()) {
          if (moduleFiles.has(key)) continue;
          const path = ['collections', ref.index, 'modules', j];
          problems.add(ref.name, fieldName(path), `unknown module ${key}`, () => ref.locate(path));
        }
      }
    },
  };
}
