import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PRESENTATION = 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation';

/** Launches as `sub` with the LMS's locale (none when undefined); the language saved on the user's profile. */
async function launchIn(sub: string, locale: string | undefined): Promise<string | null> {
  const started = await login(h);
  const extra = locale === undefined ? {} : { [PRESENTATION]: { document_target: 'iframe', locale } };
  const claims = h.platform.claims({ nonce: started.nonce, sub, extra });
  const page = await launch(
    h,
    { id_token: await h.platform.sign(claims), state: started.state },
    started.cookie,
  );
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
