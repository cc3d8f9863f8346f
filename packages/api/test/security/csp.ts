/** Reading a Content-Security-Policy in tests: the api's and the composed server's header tests share these. */
import { createHash } from 'node:crypto';

/** The Content-Security-Policy of `headers` as directive → sources. */
export const policy = (headers: Headers) =>
  Object.fromEntries(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

/** The CSP source that allows an inline `text` by its hash. */
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
