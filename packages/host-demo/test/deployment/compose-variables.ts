/** The variables of a `.env` file (compose's syntax: `NAME=value`, `'literal'`, `"quoted"`, `#` comments). */
export function parseDotenv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/);
    if (!match) continue;
    const raw = (match[2] as string).trim();
    const quoted = raw.match(/^'([^']*)'$/) ?? raw.match(/^"([^"]*)"$/);
    vars[match[1] as string] = quoted ? (quoted[1] as string) : raw.replace(/\s+#.*$/, '');
  }
  return vars;
}

export interface Interpolated {
  value: string;
  /** `${NAME:?…}` / `${NAME?…}` whose variable is missing (compose refuses to start). */
  missing: string[];
}

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `$$`. */
export function interpolate(text: string, vars: Record<string, string>): Interpolated {
  const missing: string[] = [];
  const value = text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, name?: string, colon?: string, kind?: string, word?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const key = (name ?? bare) as string;
      const set = key in vars && (colon ? vars[key] !== '' : true);
      if (set) return vars[key] as string;
      if (kind === '-') return word ?? '';
      if (kind === '?') missing.push(key);
      return '';
    },
  );
  return { value, missing };
}

/** Every `${NAME…}` a compose file's text refers to. */
export const referencedVariables = (text: string): string[] => [
  ...new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string)),
];
