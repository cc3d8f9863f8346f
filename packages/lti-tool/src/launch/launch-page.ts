import { LTI_CATALOGUE, type LtiMessageId, loadTranslator, type Translator } from '@modkit/sdk/i18n';
import { negotiateLanguage, textDirection } from '@modkit/sdk/rules';
import type { Response } from 'express';
import { inlineScript } from '../inline-script';
import { pageNonce } from '../page-policy';
import type { LaunchConfig, LaunchSession } from './launch-page.inline';

interface LaunchPageInput {
  /** The launch's api token and widget: in the page (no-store), never in a URL. */
  session: LaunchSession;
  publicUrl: string;
  title: string;
  /** Teachers whose course offers Names and Role Provisioning get a 'Sync roster' button. */
  rosterSync?: boolean;
  /** The LMS's language for the learner (`launch_presentation.locale`, e.g. `es-ES`), if it says one. */
  lmsLocale?: string | undefined;
}

/** The page's style sheet (one line for the page, one for the roster bar's button). */
const LAUNCH_CSS = `html,body{margin:0;background:#fff}main{padding:0}#status,#roster{font:15px system-ui,sans-serif;padding:1rem;color:#4a5568}
#status:empty{padding:0}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
#roster button{font:inherit;padding:.4rem 1rem;border-radius:999px;border:1px solid #2b59c3;background:#fff;color:#2b59c3;cursor:pointer}`;

/** The page's script (launch-page.inline.ts), run with the page's configuration. */
const launchScript = inlineScript('lti-tool/src/launch/launch-page.inline.ts');

/** The plural forms' counts of a language, for the roster line's forms ('#' where the count goes). */
const SAMPLE_COUNTS = [0, 1, 2, 3, 11, 100, 1_000_000];

type PageTexts = ReturnType<typeof makePageTexts>;
const textsByLanguage = new Map<string, PageTexts>();

/** The page script's texts in the page's language, made once per language (they never change). */
function pageTexts(i18n: Translator<LtiMessageId>): PageTexts {
  let texts = textsByLanguage.get(i18n.lang);
  if (!texts) {
    texts = makePageTexts(i18n);
    textsByLanguage.set(i18n.lang, texts);
  }
  return texts;
}

/** The roster line once per plural form of the language, and the script's other texts. */
function makePageTexts(i18n: Translator<LtiMessageId>) {
  const synced: Record<string, string> = {};
  const lang = i18n.lang === 'en-x-pseudo' ? 'en' : i18n.lang;
  const rules = new Intl.PluralRules(lang);
  for (const count of SAMPLE_COUNTS) {
    const form = rules.select(count);
    synced[form] ??= i18n.t('lti.synced', { count }).replace(i18n.number(count), '#');
  }
  return {
    openFailed: i18n.t('lti.openFailed', { message: '{message}' }),
    syncRoster: i18n.t('lti.syncRoster'),
    syncing: i18n.t('lti.syncing'),
    synced,
  };
}

/** Strict, with the nonce: only this page's scripts and styles (and the loader, from the tool), any LMS may frame it. */
function launchPolicy(nonce: string): string {
  return `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data: https:; connect-src 'self'; frame-ancestors *`;
}

/** The page: the status line until the widget comes, the loader, then the script with its configuration first. */
function launchHtml(
  nonce: string,
  publicUrl: string,
  title: string,
  config: LaunchConfig,
  i18n: Translator<LtiMessageId>,
): string {
  const locale = i18n.locale;
  const heading = title.replace(/[<>&"]/g, '');
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title>
<style nonce="${nonce}">${LAUNCH_CSS}</style>
</head><body><main id="app"><h1 class="visually-hidden" dir="auto">${heading}</h1><p id="status" role="status">${i18n.t('lti.opening')}</p></main>
<script nonce="${nonce}" src="${publicUrl}/widgets/loader.js" data-api="${publicUrl}/api" data-app="${publicUrl}" data-lang="${locale}"></script>
<script nonce="${nonce}">${launchScript(config)}</script>
</body></html>`;
}

/**
 * The page inside the LMS frame: it carries the launch's api token and target in its script's configuration
 * (the launch's answer, `no-store`; never in a URL, no second request, no second commit), renders the widget full width and tells the LMS its height (`lti.frameResize`); the widget's links
 * to the app open it signed in, through `/lti/handoff`. Strict CSP with a nonce; no cookie is needed after
 * this point. The page and its widget are in the LMS's language (the closest modkit speaks, else English):
 * `lang` and `dir` on the page, `data-lang` on the loader.
 */
export async function sendLaunchPage(
  res: Response,
  { session, publicUrl, title, rosterSync = false, lmsLocale }: LaunchPageInput,
): Promise<void> {
  const nonce = pageNonce(res);
  const i18n = await loadTranslator<LtiMessageId>(LTI_CATALOGUE, negotiateLanguage([lmsLocale]));
  const config: LaunchConfig = {
    session,
    handoff: `${publicUrl}/lti/handoff`,
    roster: rosterSync ? `${publicUrl}/lti/roster-sync` : null,
    lang: i18n.lang === 'en-x-pseudo' ? 'en' : i18n.lang,
    text: pageTexts(i18n),
  };
  res
    .status(200)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Content-Security-Policy', launchPolicy(nonce))
    .send(launchHtml(nonce, publicUrl, title, config, i18n));
}
