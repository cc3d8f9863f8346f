export interface NginxConfig {
  /** upstream name → its `server host:port` entries. */
  upstreams: Record<string, string[]>;
  /** The directives of `location / { … }`: name → the words after it, one entry per occurrence. */
  rootLocation: Record<string, string[][]>;
  /** Directives outside any location (http and server level), same shape. */
  outside: Record<string, string[][]>;
}

const withoutComments = (text: string) => text.replace(/#[^\n]*/g, '');

/** The body of the block that `header` opens (`upstream x`, `location /`), braces balanced. */
function blockBody(text: string, header: RegExp): string | undefined {
  const start = text.search(header);
  if (start < 0) return undefined;
  const open = text.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return undefined;
}

/** `name args;` statements that are not blocks, grouped by name. */
function directives(text: string): Record<string, string[][]> {
  const flat = text.replace(/[^;{}]*\{[^{}]*\}/g, ';');
  const found: Record<string, string[][]> = {};
  for (const statement of flat.split(';')) {
    const words = statement.trim().split(/\s+/).filter(Boolean);
    if (!words.length) continue;
    const name = words[0] as string;
    found[name] = [...(found[name] ?? []), words.slice(1)];
  }
  return found;
}

/** What the deployment test asks of an nginx configuration (a small reader, not a full parser). */
export function readNginxConfig(source: string): NginxConfig {
  const text = withoutComments(source);
  const upstreams: Record<string, string[]> = {};
  for (const match of text.matchAll(/upstream\s+([\w-]+)\s*\{/g)) {
    const body = blockBody(text.slice(match.index), /upstream/) ?? '';
    upstreams[match[1] as string] = (directives(body).server ?? []).map((words) => words[0] as string);
  }
  const location = blockBody(text, /location\s+\/\s*\{/) ?? '';
  let outsideText = text;
  // Flatten every block away but keep http's and server's own statements.
  while (/\{[^{}]*\}/.test(outsideText)) {
    outsideText = outsideText.replace(/(upstream|location|events)[^{;]*\{[^{}]*\}/g, ';');
    outsideText = outsideText.replace(/\b(http|server)\s*\{([^{}]*)\}/g, ';$2;');
  }
  return { upstreams, rootLocation: directives(location), outside: directives(outsideText) };
}

/** nginx sizes (`25m`, `512k`, `1g`, bytes) in bytes. */
export function nginxBytes(size: string): number {
  const match = size.match(/^(\d+)([kmg]?)$/i);
  if (!match) return Number.NaN;
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] as string).toLowerCase()] as number;
  return Number(match[1]) * unit;
}
