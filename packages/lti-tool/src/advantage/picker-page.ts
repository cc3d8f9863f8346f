import type { LtiMessageId, Translator } from '@modkit/sdk/i18n';
import { EMPTY_STATES } from '@modkit/sdk/rules';
import type { Response } from 'express';
import { scriptJson } from '../html';
import { htmlLanguage, pageTranslator } from '../page-language';
import { originOf, sendPage } from '../page-policy';

/** What the picker's script is told: the code to exchange, the picking session and where to ask. */
interface PickerConfig {
  code: string;
  session: string;
  multiple: boolean;
  exchange: string;
  api: string;
  submit: string;
  /** The texts the script shows, in the page's language. */
  text: { empty: string; searching: string; adding: string; failed: string };
}

/** The picker's style sheet. */
const PICKER_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1a202c}
h1{font-size:1.2rem}fieldset{border:1px solid #d2d8e2;border-radius:8px;margin:1rem 0}
label{display:flex;gap:.5rem;align-items:center;min-height:2rem}
input[type=search]{box-sizing:border-box;width:100%;max-width:30rem;padding:.5rem;border:1px solid #7d8799;border-radius:6px;font:inherit}
fieldset{min-width:0}#error{color:#9b2c2c}#error:empty{margin:0}
button{font:inherit;padding:.5rem 1.2rem;border-radius:999px;border:1px solid #2b59c3;background:#2b59c3;color:#fff;cursor:pointer}
button[disabled]{opacity:.55}#status{color:#4a5568}`;

/** The picker's form: the search box, modules and collections to tick, the status and Add to course. */
function pickerMarkup(i18n: Translator<LtiMessageId>): string {
  return `<main><h1>${i18n.t('lti.picker.heading')}</h1>
<form id="picker">
  <label for="q">${i18n.t('lti.picker.search')}</label>
  <input id="q" type="search" autocomplete="off">
  <fieldset><legend>${i18n.t('lti.picker.modules')}</legend><div id="modules"></div></fieldset>
  <fieldset><legend>${i18n.t('lti.picker.collections')}</legend><div id="collections"></div></fieldset>
  <p id="status" role="status">${i18n.t('lti.picker.loading')}</p>
  <p id="error" role="alert"></p>
  <button id="add" type="submit" disabled>${i18n.t('lti.picker.add')}</button>
</form></main>`;
}

/**
 * The picker's script after its configuration (`c`): it exchanges the code for a token, searches (a moment
 * after the typing stops), keeps the ticked items and posts them; the signed response goes to the platform
 * in a form of its own.
 */
const PICKER_SCRIPT = `  var token = null;
  var picked = new Map();
  var status = document.getElementById('status');
  var error = document.getElementById('error');
  var add = document.getElementById('add');
  // A failure is said at once (an alert), the rest politely (the status line).
  function fail(text) { status.textContent = ''; error.textContent = text; }
  function get(path) {
    return fetch(c.api + path, { headers: { Authorization: 'Bearer ' + token } }).then(function (r) { return r.json(); });
  }
  function list(el, kind, items) {
    el.replaceChildren();
    items.forEach(function (item) {
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = c.multiple ? 'checkbox' : 'radio';
      box.name = 'item';
      var key = kind + ':' + item.id;
      box.checked = picked.has(key);
      box.addEventListener('change', function () {
        if (!c.multiple) picked.clear();
        if (box.checked) picked.set(key, { kind: kind, id: item.id, title: item.name }); else picked.delete(key);
        add.disabled = picked.size === 0;
      });
      // The item's name is catalogue content: in its module's language (a collection's: the page's), in its own
      // direction.
      var name = document.createElement('span');
      name.dir = 'auto';
      if (kind === 'module') name.lang = item.language || 'en';
      name.textContent = item.name;
      label.append(box, name);
      el.append(label);
    });
    if (!items.length) el.textContent = c.text.empty;
  }
  var timer;
  function search() {
    var q = document.getElementById('q').value.trim();
    error.textContent = '';
    status.textContent = c.text.searching;
    Promise.all([
      get('/modules/search?search_type=CUSTOM&status=PUBLISH&limit=20' + (q ? '&keyword=' + encodeURIComponent(q) : '')),
      get('/collections?limit=100'),
    ]).then(function (r) {
      list(document.getElementById('modules'), 'module', r[0].data.results);
      var cols = r[1].data.results.filter(function (x) { return !q || x.name.toLowerCase().indexOf(q.toLowerCase()) >= 0; });
      list(document.getElementById('collections'), 'collection', cols);
      status.textContent = '';
    }).catch(function () { fail(c.text.failed); });
  }
  document.getElementById('q').addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(search, 300); });
  document.getElementById('picker').addEventListener('submit', function (event) {
    event.preventDefault();
    add.disabled = true;
    status.textContent = c.text.adding;
    fetch(c.submit, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
      body: JSON.stringify({ session: c.session, items: Array.from(picked.values()) }),
    }).then(function (r) { return r.json().then(function (b) { if (!r.ok) throw new Error(b.message); return b.data; }); })
      .then(function (data) {
        var form = document.createElement('form');
        form.method = 'POST';
        form.action = data.return_url;
        var field = document.createElement('input');
        field.type = 'hidden';
        field.name = 'JWT';
        field.value = data.jwt;
        form.append(field);
        document.body.append(form);
        form.submit();
      })
      .catch(function (problem) { fail(problem.message); add.disabled = false; });
  });
  fetch(c.exchange, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: c.code }) })
    .then(function (r) { return r.json(); })
    .then(function (b) { token = b.data.token; search(); })
    .catch(function () { fail(c.text.failed); });
})();`;

/** The page: its style sheet, its markup, then its script with the configuration first. */
function pickerHtml(nonce: string, config: PickerConfig, i18n: Translator<LtiMessageId>): string {
  return `<!doctype html>
<html ${htmlLanguage(i18n)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${i18n.t('lti.picker.title')}</title>
<style nonce="${nonce}">
${PICKER_CSS}
</style></head><body>
${pickerMarkup(i18n)}
<script nonce="${nonce}">
(function () {
  var c = ${scriptJson(config)};
${PICKER_SCRIPT}
</script></body></html>`;
}

/**
 * The content picker a teacher sees in a deep-linking request: search modules and collections, pick one
 * (or several when the platform accepts several), and send them back to the course. Plain DOM on the
 * api (the token comes from the same single-use code exchange as a launch). In the LMS's language
 * (`launch_presentation.locale`), else the browser's.
 */
export async function sendPickerPage(
  res: Response,
  input: {
    code: string;
    session: string;
    publicUrl: string;
    acceptMultiple: boolean;
    /** The platform's `deep_link_return_url`, where the picked items are posted. */
    returnUrl: string | undefined;
    /** The LMS's language for the teacher (`launch_presentation.locale`), if it says one. */
    lmsLocale?: string | undefined;
  },
): Promise<void> {
  const i18n = await pageTranslator(res.req, input.lmsLocale);
  const config: PickerConfig = {
    code: input.code,
    session: input.session,
    multiple: input.acceptMultiple,
    exchange: `${input.publicUrl}/lti/exchange`,
    api: `${input.publicUrl}/api`,
    submit: `${input.publicUrl}/lti/deep-link`,
    text: {
      /** The spec's empty text of a list (part 1 §8), in the page's language. */
      empty: i18n.wire(EMPTY_STATES.noRecord),
      searching: i18n.t('lti.picker.searching'),
      adding: i18n.t('lti.picker.adding'),
      failed: i18n.t('lti.picker.failed'),
    },
  };
  // Its scripts fetch the exchange, the api and the deep-link route (all on the public URL); its form
  // posts the signed response to the platform's return URL, or (redirects after a post must match too)
  // any https URL.
  const returnOrigin = originOf(input.returnUrl);
  sendPage(
    res,
    200,
    {
      scripts: true,
      connect: [new URL(input.publicUrl).origin],
      formAction: [...(returnOrigin ? [returnOrigin] : []), 'https:'],
    },
    (nonce) => pickerHtml(nonce, config, i18n),
  );
}
