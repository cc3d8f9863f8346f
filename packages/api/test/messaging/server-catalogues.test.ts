import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@modkit/sdk/rules';
import { describe, expect, it } from 'vitest';
import { SERVER_NAMESPACES } from '../../src/i18n/namespaces';
import { mailTemplates } from '../../src/messaging/mail-templates';
import { smsTemplates } from '../../src/messaging/sms-templates';

/** The server's catalogues (mail, texts, PDF words): complete in every language, compiled as written. */
const source = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/catalogues/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  );
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

describe.each(SERVER_NAMESPACES)('the %s catalogue', (namespace) => {
  const english = source('en', namespace);

  it.each(TRANSLATED)(
    '%s has every English message, none more, each with the same placeholders',
    (language) => {
      const translated = source(language, namespace);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) {
        expect(placeholders(translated[id] as string), `${language} ${id}`).toEqual(placeholders(message));
        expect(translated[id], `${language} ${id} is translated`).not.toBe(message);
      }
    },
  );

  it.each(LANGUAGES)('%s is compiled from its JSON (npm run catalogues -w @modkit/api)', async (language) => {
    const compiled = (await import(`../../src/i18n/catalogues/${language}/${namespace}.ts`)).messages;
    const written = Object.fromEntries(
      Object.entries(source(language, namespace)).map(([id, message]) => [id, compileMessage(message)]),
    );
    expect(compiled).toEqual(written);
  });
});

describe('every mail and text in each language', () => {
  const SITE = 'https://learn.example.org';
  const AT = '2026-12-01T15:30:00.000Z';
  const kinds = (language: string | null) => ({
    verification: mailTemplates.verification(SITE, `${SITE}/v`, language),
    passwordReset: mailTemplates.passwordReset(SITE, `${SITE}/r`, language),
    invitation: mailTemplates.invitation(SITE, 'Rosa Diaz', `${SITE}/i`, language),
    sessionScheduled: mailTemplates.sessionScheduled(SITE, 'Rosa Diaz', AT, `${SITE}/s`, language),
    sessionCancelled: mailTemplates.sessionCancelled(SITE, 'Rosa Diaz', AT, `${SITE}/s`, language),
  });
  const english = kinds(null);

  it.each([
    ['es', 'ltr', 'diciembre'],
    ['ar', 'rtl', 'ديسمبر'],
  ])(
    '%s: every kind translated, with its values, its direction and the month in the language',
    (language, dir, month) => {
      for (const [kind, mail] of Object.entries(kinds(language))) {
        expect(mail.subject, kind).not.toBe(english[kind as keyof typeof english].subject);
        expect(`${mail.subject}\n${mail.text}`, kind).not.toMatch(/[{}]/);
        expect(mail.html, kind).toContain(`<html lang="${language}" dir="${dir}">`);
      }
      expect(kinds(language).invitation.text).toContain('Rosa Diaz');
      expect(kinds(language).sessionScheduled.subject).toContain(month);
      expect(kinds(language).sessionScheduled.subject).toContain('UTC');
      expect(smsTemplates.invitation('Rosa Diaz', `${SITE}/i`, language)).toMatch(
        /Rosa Diaz.*https:\/\/learn\.example\.org\/i$/,
      );
    },
  );

  it('an unknown language is English', () => {
    expect(kinds('fr')).toEqual(english);
    expect(smsTemplates.invitation('Rosa Diaz', `${SITE}/i`, 'fr')).toBe(
      `Rosa Diaz invites you to learn with them on modkit: ${SITE}/i`,
    );
  });
});
