import { DEMO_PASSWORD } from '@modkit/api';

/**
 * `/embed-demo`: a plain HTML page written the way a partner site would write it. It signs the demo
 * learner, mentor and super mentor in through the api (a partner's own backend would hand out the
 * tokens) and gives each widget its user's token through the `token` attribute. Its inline script and style,
 * and the loader, carry `nonce` (the response's Content-Security-Policy allows nothing else inline); the
 * loader hands it on to the widgets' styles.
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
  #events { font: 12px/1.4 monospace; max-height: 10rem; overflow: auto; background: #fff; border: 1px solid #ddd; padding: .5rem; }
</style>
</head>
<body>
<header>
  <h1>Riverside Learning Hub</h1>
  <modkit-points-badge data-user="learner"></modkit-points-badge>
</header>
<main>
  <p>This page belongs to a partner. Everything below the headings is a modkit widget from one script tag.</p>
  <section>
    <h2>Library</h2>
    <modkit-library-carousel data-user="learner" source="recommended"></modkit-library-carousel>
    <modkit-library-carousel data-user="learner" source="trending"></modkit-library-carousel>
    <modkit-library-carousel data-user="learner" source="my-list"></modkit-library-carousel>
    <modkit-library-carousel data-user="learner" source="recent"></modkit-library-carousel>
    <modkit-library-carousel data-user="learner" source="assigned"></modkit-library-carousel>
    <modkit-library-carousel data-user="learner" source="collections"></modkit-library-carousel>
  </section>
  <section>
    <h2>Module</h2>
    <label>Module id <input id="module-id" type="number" min="1" value="1"></label>
    <modkit-module-player data-user="learner" module-id="1"></modkit-module-player>
    <modkit-discussion data-user="learner" module-id="1"></modkit-discussion>
  </section>
  <section>
    <h2>For mentors</h2>
    <modkit-learner-table data-user="mentor"></modkit-learner-table>
  </section>
  <section>
    <h2>For super mentors</h2>
    <modkit-dashboard data-user="supermentor"></modkit-dashboard>
  </section>
  <section>
    <h2>Events the widgets sent</h2>
    <div id="events" aria-live="off"></div>
  </section>
</main>
<script nonce="${nonce}">
  // A partner's backend would hand out these tokens; the demo signs the seeded accounts in.
  const api = ${JSON.stringify(api)};
  const users = { learner: 'learner@modkit.test', mentor: 'mentor@modkit.test', supermentor: 'supermentor@modkit.test' };
  for (const [key, email] of Object.entries(users)) {
    fetch(api + '/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: ${JSON.stringify(DEMO_PASSWORD)}, recaptchaResponse: 'demo', machine_id: 'embed-demo' }),
    })
      .then((r) => r.json())
      .then((body) => {
        for (const el of document.querySelectorAll('[data-user="' + key + '"]')) el.setAttribute('token', body.meta.token);
      });
  }
  document.getElementById('module-id').addEventListener('change', (e) => {
    for (const el of document.querySelectorAll('modkit-module-player, modkit-discussion')) el.setAttribute('module-id', e.target.value);
  });
  const log = document.getElementById('events');
  for (const type of ['modkit:ready', 'modkit:progress', 'modkit:navigate', 'modkit:auth-required', 'modkit:error']) {
    document.addEventListener(type, (e) => {
      const line = document.createElement('div');
      line.textContent = e.target.localName + ' ' + type + ' ' + JSON.stringify(e.detail);
      log.prepend(line);
      if (type === 'modkit:navigate') e.preventDefault();
    });
  }
</script>
<script nonce="${nonce}" src="${publicUrl}/widgets/loader.js" data-api="${api}" async></script>
</body>
</html>`;
}
