/** A `.dockerignore`'s patterns (comments and blank lines dropped; `!` exceptions kept with their mark). */
export const dockerignorePatterns = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

const patternRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/^\/+/, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*\*/g, '.*')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]')
      .replaceAll('\u0000', '(?:.*/)?')}(?:/.*)?$`,
  );

/** Whether Docker leaves `path` (relative to the context) out of the build context: the last matching pattern decides. */
export function isIgnored(path: string, patterns: string[]): boolean {
  let ignored = false;
  for (const pattern of patterns) {
    const exception = pattern.startsWith('!');
    if (patternRegExp(exception ? pattern.slice(1) : pattern).test(path.replace(/^\.\//, '')))
      ignored = !exception;
  }
  return ignored;
}
