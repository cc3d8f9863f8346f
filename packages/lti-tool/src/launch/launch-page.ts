import { LTI_CATALOGUE, type LtiMessageId, loadTranslator, type Translator } from '@modkit/sdk/i18n';
import { negotiateLanguage, textDirection } from '@modkit/sdk/rules';
import type { Response } from 'express';
import { scriptJson } from '../html';
import { pageNonce } from '../page-policy';

interface LaunchPageInput {
  code: string;
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

/**
 * The page's script after its configuration (`config`): it tells the LMS the page's height, exchanges the
 * code for the token, hands it to the loader, opens the widget's app links signed in (through the handoff)
 * and, for teachers whose course offers it, adds 'Sync roster'.
 */
const LAUNCH_SCRIPT = `  function resize() {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (window.parent !== window) window.parent.postMessage({ subject: 'lti.frameResize', height: height }, '*');
  }
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.body);
  fetch(config.exchange, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: config.code }) })
    .then(function (r) { return r.json().then(function (body) { if (!r.ok) throw new Error(body.message); return body.data; }); })
    .then(function (data) {
      window.modkit.setToken(data.token);
      // A link of the widget to the app opens it in a new tab, signed in as this user through a single-use
      // code (the tab is opened at the click, so no popup blocker stops it; the address follows).
      document.addEventListener('modkit:navigate', function (event) {
        event.preventDefault();
        var tab = window.open('', '_blank');
        fetch(config.handoff, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + data.token },
          body: JSON.stringify({ path: event.detail.path })
        })
          .then(function (r) { return r.json().then(function (b) { if (!r.ok) throw new Error(b.message); return b.data; }); })
          .then(function (handoff) {
            if (tab) { tab.opener = null; tab.location.href = handoff.url; } else window.open(handoff.url, '_blank', 'noopener');
          })
          .catch(function () { if (tab) tab.close(); });
      });
      var el = document.createElement('modkit-' + data.target.widget);
      Object.keys(data.target.attributes).forEach(function (k) { el.setAttribute(k, data.target.attributes[k]); });
      // The widget takes the status line's place (the line stays, empty, for a later failure).
      var status = document.getElementById('status');
      status.textContent = '';
      status.after(el);
      if (config.roster) {
        var bar = document.createElement('div');
        bar.id = 'roster';
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = config.text.syncRoster;
        var note = document.createElement('span');
        note.setAttribute('role', 'status');
        button.addEventListener('click', function () {
          button.disabled = true;
          note.textContent = ' ' + config.text.syncing;
          fetch(config.roster, { method: 'POST', headers: { Authorization: 'Bearer ' + data.token } })
            .then(function (r) { return r.json().then(function (b) { if (!r.ok) throw new Error(b.message); return b.data; }); })
            .then(function (result) {
              var n = result.learners;
              var synced = config.text.synced[new Intl.PluralRules(config.lang).select(n)] || config.text.synced.other;
              note.textContent = ' ' + synced.replace('#', n.toLocaleString(config.lang));
              var fresh = el.cloneNode();
              el.replaceWith(fresh);
              el = fresh;
            })
            .catch(function (error) { note.textContent = ' ' + error.message; })
            .finally(function () { button.disabled = false; });
        });
        bar.append(button, note);
        el.before(bar);
      }
      resize();
    })
    .catch(function (error) {
      // A failure is said at once: the status line becomes an alert.
      var status = document.getElementById('status');
      status.setAttribute('role', 'alert');
      status.textContent = config.text.openFailed.replace('{message}', error.message);
    });
})();`;

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
  config: object,
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
<script nonce="${nonce}">
(function () {
  var config = ${scriptJson(config)};
${LAUNCH_SCRIPT}
</script>
</body></html>`;
}

/**
 * The page inside the LMS frame: it exchanges the single-use code for the api token (POST, never in a
 * URL), renders the widget full width and tells the LMS its height (`lti.frameResize`); the widget's links
 * to the app open it signed in, through `/lti/handoff`. Strict CSP with a nonce; no cookie is needed after
 * this point. The page and its widget are in the LMS's language (the closest modkit speaks, else English):
 * `lang` and `dir` on the page, `data-lang` on the loader.
 */
export async function sendLaunchPage(
  res: Response,
  { code, publicUrl, title, rosterSync = false, lmsLocale }: LaunchPageInput,
): Promise<void> {
  const nonce = pageNonce(res);
  const i18n = await loadTranslator<LtiMessageId>(LTI_CATALOGUE, negotiateLanguage([lmsLocale]));
  const config = {
    code,
    exchange: `${publicUrl}/lti/exchange`,
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
