import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'react' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the SDK in Node', () => {
  it('imports and works with no window, document or localStorage', async () => {
    for (const name of ['window', 'document', 'localStorage']) expect(name in globalThis).toBe(false);
    const sdk = await import('../src/index');
    const session = sdk.createSessionStore(); // falls back to memory storage
    session.getState().signIn('t', { id: 1 }, 'STUDENT');
    const client = sdk.createClient({ baseURL: 'http://127.0.0.1:1/api', session });
    expect(client.token()).toBe('t');
  });

  it('never refers to browser globals in its core code (only the storage default reads localStorage, lazily)', () => {
    const offenders = sourceFiles(SRC).filter((file) => {
      const code = readFileSync(file, 'utf8');
      const uses = /\b(window|document)\.|\blocalStorage\b/.test(code);
      return uses && !file.endsWith(join('stores', 'storage.ts'));
    });
    expect(offenders).toEqual([]);
  });
});
