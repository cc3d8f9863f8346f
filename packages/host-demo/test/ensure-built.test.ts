// @vitest-environment node
/**
 * What `npm start` says while it builds a bundle on a fresh clone (src/server/ensure-built.ts): one line before
 * and one after, never the build tools' own lines (Vite's sizes and plugin timings, colour codes); all of them
 * when the build fails, with the start's reason.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureBuilt } from '../src/server/ensure-built';

let root: string;
let said: string[];

/** A workspace `w` whose `build` prints what a bundler prints, then writes its output or fails. */
function workspace(build: string) {
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'root', private: true, workspaces: ['w'] }),
  );
  mkdirSync(join(root, 'w', 'src'), { recursive: true });
  writeFileSync(join(root, 'w', 'src', 'index.ts'), 'export {};\n');
  writeFileSync(join(root, 'w', 'build.mjs'), build);
  writeFileSync(
    join(root, 'w', 'package.json'),
    JSON.stringify({ name: 'w', private: true, scripts: { build: 'node build.mjs' } }),
  );
  return {
    label: 'the test bundle',
    workspace: 'w',
    output: join(root, 'w', 'dist', 'out.js'),
    sources: [join(root, 'w', 'src')],
    root,
  };
}

const NOISE = `console.log('[PLUGIN_TIMINGS] Warning: your build spent significant time in plugins: https://rolldown.rs/');
console.log('\\x1b[32m✓ 42 modules transformed.\\x1b[39m');`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'modkit-ensure-built-'));
  said = [];
  const keep = (text: unknown) => {
    said.push(String(text));
    return true;
  };
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe('a bundle built on start', () => {
  it("says it builds and that it is built, and none of the build's own lines", () => {
    const input = workspace(`${NOISE}
import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
writeFileSync('dist/out.js', '');`);
    ensureBuilt(input);
    expect(said).toHaveLength(2);
    expect(said[0]).toBe('Building the test bundle (once: until its sources change)…');
    expect(said[1]).toMatch(/^Built the test bundle in \d+ s$/);
  });

  it("stops the start when the build fails, after the build's own lines", () => {
    const input = workspace(`${NOISE}
console.error('src/index.ts:1:1: ERROR: Expected ";" but found "}"');
process.exit(1);`);
    expect(() => ensureBuilt(input)).toThrow(
      "the test bundle could not be built (its build's output is above)",
    );
    const output = said.join('');
    expect(output).toContain('ERROR: Expected ";" but found "}"');
    expect(output).toContain('[PLUGIN_TIMINGS]');
  });
});
