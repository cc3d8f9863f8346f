/**
 * The language of the tool's own pages (issue 26): a launch's `launch_presentation.locale` when the page
 * answers one, else the browser's `Accept-Language`, else English; the closest language modkit speaks wins.
 */
import { LTI_CATALOGUE, type LtiMessageId, loadTranslator, type Translator } from '@modkit/sdk/i18n';
import { acceptLanguagePreferences, negotiateLanguage } from '@modkit/sdk/rules';
import type { Request } from 'express';
import { decodeJwt } from 'jose';

const PRESENTATION = 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation';

/**
 * The `launch_presentation.locale` of the id_token a request posts, read without checking its signature:
 * it only chooses the words of a page (a refusal of that very token among them), never who anyone is.
 */
function postedLaunchLocale(req: Request | undefined): string | undefined {
  const token = (req?.body as { id_token?: unknown } | undefined)?.id_token;
  if (typeof token !== 'string') return undefined;
  try {
    const presentation = decodeJwt(token)[PRESENTATION] as { locale?: unknown } | undefined;
    const locale = presentation?.locale;
    return typeof locale === 'string' ? locale : undefined;
  } catch {
    return undefined;
  }
}

/** The translator of a tool page answering `req`: the launch's locale (given, else posted), else the browser's. */
export function pageTranslator(
  req: Request | undefined,
  launchLocale?: string | undefined,
): Promise<Translator<LtiMessageId>> {
  const locale = negotiateLanguage([
    launchLocale ?? postedLaunchLocale(req),
    ...acceptLanguagePreferences(req?.headers['accept-language']),
  ]);
  return loadTranslator<LtiMessageId>(LTI_CATALOGUE, locale);
}

/** The `lang` and `dir` attributes of a page in the translator's language. */
export function htmlLanguage(i18n: Translator<LtiMessageId>): string {
  return `lang="${i18n.lang}" dir="${i18n.dir}"`;
}
