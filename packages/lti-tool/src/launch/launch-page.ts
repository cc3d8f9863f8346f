import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { scriptJson } from '../html';

interface LaunchPageInput {
  code: string;
  publicUrl: string;
  title: string;
}

/**
 * The page inside the LMS frame: it exchanges the single-use code for the api token (POST, never in a
 * URL), renders the widget full width and tells the LMS its height (`lti.frameResize`). Strict CSP with
 * a nonce; no cookie is needed after this point.
 */
export function sendLaunchPage(res: Response, { code, publicUrl, title }: LaunchPageInput): void {
  const nonce = randomBytes(16).toString('base64');
  const config = { code, exchange: `${publicUrl}/lti/exchange` };
  res
    .status(200)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .setHeader(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data: https:; connect-src 'self'; frame-ancestors *`,
    )
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[<>&"]/g, '')}</title>
<style nonce="${nonce}">html,body{margin:0;background:#fff}main{padding:0}#status{font:15px system-ui,sans-serif;padding:1rem;color:#4a5568}</style>
</head><body><main id="app"><p id="status" role="status">Opening…</p></main>
<script nonce="${nonce}">
(function () {
  var config = ${scriptJson(config)};
  function resize() {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (window.parent !== window) window.parent.postMessage({ subject: 'lti.frameResize', height: height }, '*');
  }
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.body);
  fetch(config.exchange, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: config.code }) })
    .then(function (r) { return r.json().then(function (body) { if (!r.ok) throw new Error(body.message); return body.data; }); })
    .then(function (data) {
      window.modkit.setToken(data.token);
      var el = document.createElement('modkit-' + data.target.widget);
      Object.keys(data.target.attributes).forEach(function (k) { el.setAttribute(k, data.target.attributes[k]); });
      var main = document.getElementById('app');
      main.replaceChildren(el);
      resize();
    })
    .catch(function (error) {
      document.getElementById('status').textContent = 'This activity could not be opened: ' + error.message;
    });
})();
</script>
<script nonce="${nonce}" src="${publicUrl}/widgets/loader.js" data-api="${publicUrl}/api" data-app="${publicUrl}"></script>
</body></html>`);
}
