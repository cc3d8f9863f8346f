import { I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, textDirection } from '@modkit/sdk/rules';
import { messages as arDocuments } from './catalogues/ar/documents';
import { messages as arMail } from './catalogues/ar/mail';
import { messages as arSms } from './catalogues/ar/sms';
import { messages as enDocuments } from './catalogues/en/documents';
import type englishDocuments from './catalogues/en/documents.json';
import { messages as enMail } from './catalogues/en/mail';
import type englishMail from './catalogues/en/mail.json';
import { messages as enSms } from './catalogues/en/sms';
import type englishSms from './catalogues/en/sms.json';
import { messages as esDocuments } from './catalogues/es/documents';
import { messages as esMail } from './catalogues/es/mail';
import { messages as esSms } from './catalogues/es/sms';
import type { ServerNamespace } from './namespaces';

/** The compiled catalogues of every language (small, and only the server's: loaded with the api). */
const CATALOGUES: Record<Language, Record<ServerNamespace, Messages>> = {
  en: { documents: enDocuments, mail: enMail, sms: enSms },
  es: { documents: esDocuments, mail: esMail, sms: esSms },
  ar: { documents: arDocuments, mail: arMail, sms: arSms },
};

/** The message ids of each namespace (the English catalogue's keys). */
export interface ServerMessageIds {
  documents: keyof typeof englishDocuments;
  mail: keyof typeof englishMail;
  sms: keyof typeof englishSms;
}

type Values = Record<string, string | number>;

/** What the server writes in one language: its messages, its direction, and dates and amounts in its way. */
export interface ServerTexts {
  language: Language;
  dir: 'ltr' | 'rtl';
  t<N extends ServerNamespace>(namespace: N, id: ServerMessageIds[N], values?: Values): string;
  /** A day (of an ISO timestamp, in UTC) as the language writes it: 27 November 2026, 27 de noviembre… */
  day(iso: string): string;
  /** A moment (of an ISO timestamp) with its time, in UTC, as the language writes it. */
  moment(iso: string): string;
}

/** A saved language, or English for none (or anything unknown). */
export function languageOf(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

const translators = new Map<string, I18n>();

/** One Lingui instance per language and namespace, its messages laid over English (never an id shown). */
function translator(language: Language, namespace: ServerNamespace): I18n {
  const key = `${language}:${namespace}`;
  let i18n = translators.get(key);
  if (!i18n) {
    i18n = new I18n({});
    i18n.load(language, { ...CATALOGUES.en[namespace], ...CATALOGUES[language][namespace] });
    i18n.activate(language);
    translators.set(key, i18n);
  }
  return i18n;
}

/** The server's texts in a language (a user's saved one; English when none). */
export function serverTexts(language: string | null | undefined): ServerTexts {
  const lang = languageOf(language);
  return {
    language: lang,
    dir: textDirection(lang),
    t: (namespace, id, values) => translator(lang, namespace)._(id, values),
    day: (iso) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
    moment: (iso) =>
      new Intl.DateTimeFormat(lang, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(new Date(iso)),
  };
}
