/**
 * University tags (part 2 §5): whitespace collapsed, empty ignored, duplicates rejected case-insensitively.
 * Returns the new list, or null when the tag is rejected as a duplicate.
 */
export function addUniversityTag(tags: readonly string[], raw: string): string[] | null {
  const tag = raw.replace(/\s+/g, ' ').trim();
  if (!tag) return [...tags];
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return null;
  return [...tags, tag];
}
