import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** Every file under a folder, as paths relative to it with `/` separators, sorted. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/**
 * A folder as a zip, streamed: the first entry (`first`) then the others. Files are stored as they are (the
 * database dump and images compress little; the SQLite file would).
 */
export async function zipFolder(root: string, first: string): Promise<NodeJS.ReadableStream> {
  const zip = new ZipFile();
  const names = [first, ...(await filesUnder(root)).filter((n) => n !== first)];
  for (const name of names) zip.addFile(join(root, name), name, { compress: name.endsWith('.sqlite') });
  zip.end();
  return zip.outputStream;
}

/** Why an entry's name is refused (absolute, `..`, backslashes), or null when it may be extracted. */
function unsafeName(name: string): string | null {
  if (name.startsWith('/') || name.includes('\\') || name.split('/').includes('..'))
    return `unsafe entry name ${name}`;
  return null;
}

/**
 * Extracts every file of a zip into `target` (which must be new and empty); rejects with a readable reason
 * when the zip is damaged (bad structure, an entry that does not inflate, a wrong size) or names a path
 * outside the folder.
 */
export function unzipInto(archive: string, target: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      archive,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => {
        if (error || !zip) return reject(error);
        const names: string[] = [];
        zip.on('error', reject);
        zip.on('end', () => resolve(names));
        zip.on('entry', (entry: yauzl.Entry) => {
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          const problem = unsafeName(entry.fileName);
          if (problem) return reject(new Error(problem));
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError || !stream) return reject(streamError);
            const path = join(target, entry.fileName);
            mkdir(dirname(path), { recursive: true })
              .then(() => pipeline(stream, createWriteStream(path)))
              .then(() => {
                names.push(entry.fileName);
                zip.readEntry();
              }, reject);
          });
        });
        zip.readEntry();
      },
    );
  });
}
