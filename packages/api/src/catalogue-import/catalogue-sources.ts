import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogueProblem, Locate } from './catalogue-check';
import type { CatalogueFile } from './catalogue-format';
import { lineAt, lineOfParseError, lineOfPath } from './json-location';

/** A catalogue file to import: read when its turn comes, so a large catalogue is never whole in memory. */
export interface CatalogueSource {
  /** How problems name it: the path as given, or `catalogue file 2` for one passed in memory. */
  name: string;
  /** Its share of the work, for progress: bytes of a file, modules of one in memory. */
  weight: number;
  /** The parsed JSON (not yet checked against the format), or why it is not JSON. */
  load(): { value: unknown; locate: Locate } | { problem: CatalogueProblem };
  /** Forgets the text kept for `locate` (it reads the file again if asked later). */
  release(): void;
}

/** Every file of the paths: a folder gives its `*.json` files sorted by name. */
export function catalogueFilePaths(paths: string[]): string[] {
  return paths.flatMap((path) => {
    let folder: boolean;
    try {
      folder = statSync(path).isDirectory();
    } catch {
      throw new Error(`${path}: no such file or folder`);
    }
    if (!folder) return [path];
    return readdirSync(path)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => join(path, name));
  });
}

/** A catalogue file on disk; problems name it by `path` as given. */
export function fileSource(path: string): CatalogueSource {
  let text: string | null = null;
  const textOf = () => {
    text ??= readFileSync(path, 'utf8');
    return text;
  };
  return {
    name: path,
    weight: statSync(path).size,
    load() {
      const content = textOf();
      try {
        return { value: JSON.parse(content), locate: (p) => lineOfPath(textOf(), p) };
      } catch (error) {
        const message = (error as Error).message;
        const line = /end of JSON input/.test(message)
          ? lineAt(content, content.length)
          : lineOfParseError(content, message);
        return { problem: { file: path, line, field: '', message: `not valid JSON (${message})` } };
      }
    },
    release() {
      text = null;
    },
  };
}

/** A catalogue already in memory (tests, the demo seed): no lines to name, the field and module instead. */
export function memorySource(file: CatalogueFile, index: number): CatalogueSource {
  return {
    name: `catalogue file ${index + 1} (${file.category?.key ?? 'no category'})`,
    weight: Math.max(1, file.modules?.length ?? 0),
    load: () => ({ value: file, locate: () => null }),
    release() {},
  };
}
