/**
 * `/embed-demo`: a plain HTML page written the way a partner site would write it, for its signed-in user
 * (Riley). It asks its own server for a widget token (`POST /embed-demo/token`, which trades the partner's
 * key with modkit server to server: no password and no key in the page), gives it to the widgets with
 * `modkit.setToken()`, and asks again when the loader says the token is expiring. Its inline script and
 * style, and the loader, carry `nonce` (the response's Content-Security-Policy allows nothing else inline);
 * the loader hands it on to the widgets' styles.
 */
export function embedDemoPage(publicUrl: string, nonce: string): string {
  const api = `${publicUrl}/api`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner site: modkit widgets</title>
<style nonce="${nonce}">
  body { font-family: Georgia, serif; margin: 0; background: #fbf7ef; color: #222; }
  header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
  header { display: flex; justify-content: space-between; align-items: center; }
  section { margin: 2rem 0; }
  h1, h2 { font-weight: normal; }
  label { font-family: system-ui, sans-serif; }
  .who { font-family: system-ui, sans-serif; display: flex; gap: .5rem; align-items: center; }
  #events { font: 12px/1.4 monospace; max-height: 10rem; overflow: auto; background: #fff; border: 1px solid #ddd; padding: .5rem; }
</style>
</head>
<body>
<header>
  <h1>Riverside Learning Hub</h1>
  <p class="who">Signed in on Riverside as Riley Ng <modkit-points-badge></modkit-points-badge></p>
</header>
<main>
  <p>This page belongs to a partner. Everything below the headings is a modkit widget from one script tag.</p>
  <section>
    <h2>Library</h2>
    <modkit-library-carousel source="recommended"></modkit-library-carousel>
    <modkit-library-carousel source="trending"></modkit-library-carousel>
    <modkit-library-carousel source="my-list"></modkit-library-carousel>
    <modkit-library-carousel source="recent"></modkit-library-carousel>
    <modkit-library-carousel source="assigned"></modkit-library-carousel>
    <modkit-library-carousel source="collections"></modkit-library-carousel>
  </section>
  <section>
    <h2>Module</h2>
    <label>Module id <input id="module-id" type="number" min="1" value="1"></label>
    <modkit-module-player module-id="1"></modkit-module-player>
    <modkit-discussion module-id="1"></modkit-discussion>
  </section>
  <section>
    <h2>Events the widgets sent</h2>
    <div id="events" aria-live="off"></div>
  </section>
</main>
<script nonce="${nonce}" src="${publicUrl}/widgets/loader.js" data-api="${api}"></script>
<script nonce="${nonce}">
  // The partner's own server hands out the widget token for its signed-in user: no password, no key here.
  const refreshToken = () =>
    fetch('/embed-demo/token', { method: 'POST' })
      .then((r) => r.json())
      .then((body) => window.modkit.setToken(body.token));
  refreshToken();
  // A minute before it expires the loader says so: a fresh token, and the widgets keep what was typed.
  document.addEventListener('modkit:token-expiring', refreshToken);
  document.getElementById('module-id').addEventListener('change', (e) => {
    for (const el of document.querySelectorAll('modkit-module-player, modkit-discussion')) el.setAttribute('module-id', e.target.value);
  });
  const log = document.getElementById('events');
  for (const type of ['modkit:ready', 'modkit:progress', 'modkit:navigate', 'modkit:auth-required', 'modkit:error', 'modkit:token-expiring']) {
    document.addEventListener(type, (e) => {
      const line = document.createElement('div');
      line.textContent = (e.target.localName || 'document') + ' ' + type + ' ' + JSON.stringify(e.detail);
      log.prepend(line);
      if (type === 'modkit:navigate') e.preventDefault();
    });
  }
</script>
</body>
</html>`;
}
