import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';

/** A file's type as its content shows it (never as the browser declared it). */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** Photos: PNG, JPEG, GIF and WebP, recognised by their magic bytes (an SVG or HTML file never passes). */
export const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'gif', 'webp']);
/** Project documents: the images, PDF, Office and OpenDocument files, and plain UTF-8 text. */
export const DOCUMENT_EXTENSIONS = new Set([
  ...IMAGE_EXTENSIONS,
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
]);

/** Plain text has no signature: valid UTF-8 without NUL bytes (read as a stream, never whole). */
async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Names a text file may have (text has no signature, so the name must say it is text). */
const TEXT_NAME = /\.(txt|md|csv)$/i;

/**
 * The type of an uploaded file from its content, when it is one of `allowed` (extensions as file-type
 * names them); with `textNamed`, a file of that name with no signature passes as plain text when it is
 * UTF-8 without NUL. Null otherwise.
 */
export async function detectAllowedType(
  path: string,
  allowed: Set<string>,
  textNamed?: string,
): Promise<DetectedType | null> {
  const found = await fileTypeFromFile(path);
  if (found) return allowed.has(found.ext) ? { ext: found.ext, mime: found.mime } : null;
  const text = textNamed !== undefined && TEXT_NAME.test(textNamed) && (await isPlainText(path));
  return text ? { ext: 'txt', mime: 'text/plain' } : null;
}

/** A file name as the user gave it, fit to store and show: no path, control characters or NUL. */
export function displayFileName(name: string | undefined, fallback = 'file'): string {
  const clean = (name ?? '')
    .normalize('NFC')
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return [...clean].slice(0, 200).join('') || fallback;
}
