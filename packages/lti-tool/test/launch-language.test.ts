import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, launchInLocale, launchSession, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Launches as `sub` with the LMS's locale (none when undefined); the language saved on the user's profile. */
async function launchIn(sub: string, locale: string | undefined): Promise<string | null> {
  const page = await launchInLocale(h, sub, locale);
  const session = launchSession(page.html)!;
  const profile = await fetch(`${h.toolUrl}/api/users/profile`, {
    headers: { Authorization: `Bearer ${session.token}` },
  }).then((r) => r.json() as Promise<{ data: { language: string | null } }>);
  return profile.data.language;
}

describe("an LMS launch's locale gives a learner who chose no language theirs (issue 26)", () => {
  it.each([
    ['es-ES', 'es'],
    ['es-MX', 'es'],
    ['ar', 'ar'],
    ['ar-SA', 'ar'],
    ['en-GB', 'en'],
  ])('a first launch in %s saves %s', async (locale, language) => {
    expect(await launchIn(`first-${locale}`, locale)).toBe(language);
  });

  it.each<[string | undefined, string]>([
    ['fr-FR', 'a language modkit does not speak'],
    [undefined, 'no locale'],
  ])('a launch with %s (%s) leaves the choice open', async (locale) => {
    expect(await launchIn(`open-${locale ?? 'none'}`, locale)).toBeNull();
  });

  it('a later launch fills a choice still open, and never overrides one made', async () => {
    expect(await launchIn('later-1', undefined)).toBeNull();
    expect(await launchIn('later-1', 'es-419')).toBe('es');
    expect(await launchIn('later-1', 'ar-EG')).toBe('es');
  });
});
