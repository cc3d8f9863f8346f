/**
 * Writes the H5P package the embed bench shows with h5p-standalone: an extracted `.h5p` (h5p.json,
 * content/content.json) with the bench's own library H5P.ModkitText 1.0 (`h5p-library/`), whose content is
 * the module's preview text: its title, 'Quick Preview' and its description.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIBRARY_SOURCE = fileURLToPath(new URL('./h5p-library/', import.meta.url));
const LIBRARY = { machineName: 'H5P.ModkitText', majorVersion: 1, minorVersion: 0 };
/** h5p-standalone looks for a library in `<machineName>-<major>.<minor>/`. */
const LIBRARY_FOLDER = `${LIBRARY.machineName}-${LIBRARY.majorVersion}.${LIBRARY.minorVersion}`;

/** The module text the package shows. */
export interface H5pText {
  title: string;
  descriptionHtml: string;
  button: string;
}

/** Writes the package into `dir` (h5p-standalone's `h5pJsonPath`, libraries beside h5p.json). */
export function writeH5pPackage(dir: string, text: H5pText): void {
  mkdirSync(join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, LIBRARY_FOLDER), { recursive: true });
  const json = (path: string, value: unknown) =>
    writeFileSync(join(dir, path), JSON.stringify(value, null, 2));
  json('h5p.json', {
    title: text.title,
    language: 'en',
    mainLibrary: LIBRARY.machineName,
    embedTypes: ['iframe'],
    license: 'U',
    preloadedDependencies: [LIBRARY],
  });
  json(join('content', 'content.json'), {
    title: text.title,
    heading: 'Quick Preview',
    html: text.descriptionHtml,
    button: text.button,
  });
  json(join(LIBRARY_FOLDER, 'library.json'), {
    title: 'Modkit text',
    ...LIBRARY,
    patchVersion: 0,
    runnable: 1,
    embedTypes: ['iframe'],
    preloadedJs: [{ path: 'modkit-text.js' }],
    preloadedCss: [{ path: 'modkit-text.css' }],
  });
  for (const file of ['modkit-text.js', 'modkit-text.css'])
    copyFileSync(join(LIBRARY_SOURCE, file), join(dir, LIBRARY_FOLDER, file));
}
