import type { Media } from '@modkit/sdk';

/** A file path of the api (`/api/files/…`) made absolute against the api's origin, for partner pages. */
export function assetUrl(apiBase: string | undefined, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined; // javascript: and friends never reach an attribute
  try {
    const base = apiBase && typeof location !== 'undefined' ? new URL(apiBase, location.href) : undefined;
    return base ? new URL(path, base).href : path;
  } catch {
    return undefined;
  }
}

/** `media.path` or `media[0].path` (part 1 §3: one file or a list). */
export function mediaPath(media: Media | Media[] | null | undefined): string | undefined {
  if (!media) return undefined;
  return Array.isArray(media) ? media[0]?.path : media.path;
}
