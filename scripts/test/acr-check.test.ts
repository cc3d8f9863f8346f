import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acrProblems, declares } from '../acr-check';
import { fileTitles } from '../acr-titles';

/**
 * The conformance report's checker: which test titles a file declares (loops read as the test runner reads
 * them), and which citations it refuses.
 */

const dir = mkdtempSync(join(tmpdir(), 'acr-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'lists'));
writeFileSync(
  join(dir, 'lists', 'parts.ts'),
  `export const PARTS = [{ role: 'learner', part: ' (part 1 of 2)' }, { role: 'learner', part: ' (part 2 of 2)' }, { role: 'admin', part: '' }];`,
);
const SPEC = join(dir, 'x.spec.ts');
writeFileSync(
  SPEC,
  `import { test } from '@playwright/test';
import { PARTS } from './lists/parts';
const CRITERIA = '2.4.2 Page Titled';
const LANGUAGES = { en: 'English', ar: 'Arabic' } as const;
test('a plain title', async () => {
  test.skip(process.env.CI === undefined, 'not a test');
});
test.describe('a group', () => {
  test('inside it', async () => {});
});
for (const theme of ['light', 'dark'] as const) {
  test(\`axe (\${theme})\`, async () => {});
}
for (const [code, name] of Object.entries(LANGUAGES)) {
  test.describe(\`in \${name}\`, () => {
    test(\`\${CRITERIA}: the \${code} page\`, async () => {});
  });
}
for (const { role, part } of PARTS) {
  test(\`\${CRITERIA}: every route of the \${role}\${part}\`, async () => {});
}
for (let i = 0; i < 2; i++) {
  test(\`counted \${i}\`, async () => {});
}
`,
);

describe('the titles a test file declares', () => {
  const titles = fileTitles(SPEC);
  it.each([
    ['a plain title', true],
    ['a group › inside it', true],
    ['inside it', true],
    ['axe (light)', true],
    ['axe (dark)', true],
    ['axe ({theme})', true],
    ['axe (sepia)', false],
    ['in Arabic › 2.4.2 Page Titled: the ar page', true],
    ['in {name} › 2.4.2 Page Titled: the {code} page', true],
    ['in Arabic › 2.4.2 Page Titled: the en page', false],
    ['2.4.2 Page Titled: every route of the learner (part 2 of 2)', true],
    ['2.4.2 Page Titled: every route of the admin', true],
    ['2.4.2 Page Titled: every route of the {role}{part}', true],
    ['2.4.2 Page Titled: every route of the admin (part 1 of 2)', false],
    ['2.4.2 Page Titled: every route of the {role}', false],
    ['counted 0', false],
    ['not a test', false],
  ])('"%s": %s', async (title, declared) => {
    expect(declares(await titles, title)).toBe(declared);
  });

  it('lists the titles built from values read only at run time', async () => {
    expect((await titles).unread).toEqual(['`counted \u0024{i}`']);
  });
});

describe('the report', () => {
  const row = (level: string, tests: string) =>
    `## WCAG 2.2 Report\n| Criteria | Level | Remarks | Tests |\n| --- | --- | --- | --- |\n| 2.4.2 Page Titled (Level A) | ${level} | Why. | ${tests} |\n`;
  const problemsOf = async (markdown: string) =>
    (await acrProblems(markdown)).filter((p) => p.includes('(2.4.2)'));

  it('takes a template that stands for every test of its loop', async () => {
    expect(await problemsOf(row('Supports', `\`${SPEC}\` "axe ({theme})"`))).toEqual([]);
  });
  it('refuses a title no test has, naming the unread titles', async () => {
    const [problem] = await problemsOf(row('Supports', `\`${SPEC}\` "counted 0"`));
    expect(problem).toContain('no test "counted 0"');
    expect(problem).toContain('`counted \u0024{i}`');
  });
  it('refuses a Supports that cites nothing, and "to be cited" outside Partially Supports', async () => {
    expect(await problemsOf(row('Supports', ''))).toEqual(['line 4 (2.4.2): Supports cites no test']);
    expect(await problemsOf(row('Supports', 'to be cited'))).toContainEqual(
      'line 4 (2.4.2): "to be cited" is only for a Partially Supports row',
    );
  });
});
