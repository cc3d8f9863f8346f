/**
 * The partner's own server behind the single-page examples (Vite + React, Vue, Svelte, Angular): it serves the
 * built app and answers `POST /modkit-token` for its signed-in user, trading its partner key with modkit.
 * `node server.mjs <folder of the built app>`; environment: PORT, MODKIT_URL, MODKIT_PARTNER_KEY.
 * Node 18 or later, no dependencies.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 8080);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/** This site's signed-in user (a real site reads its session). */
const signedInUser = { id: 'example-learner-1', firstName: 'Riley', lastName: 'Chen' };

// #region mint-token
/** A widget token for this site's user: the partner key stays on the server. */
async function mintWidgetToken(user) {
  const answer = await fetch(`${process.env.MODKIT_URL}/api/partner/tokens`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${process.env.MODKIT_PARTNER_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ user_id: user.id, first_name: user.firstName, last_name: user.lastName }),
  });
  if (!answer.ok) throw new Error(`modkit answered ${answer.status}`);
  const { data } = await answer.json(); // { token, expires_at, user_id }
  return { token: data.token, expires_at: data.expires_at, modkit_url: process.env.MODKIT_URL };
}
// #endregion mint-token

async function serveFile(path, res) {
  const file = normalize(join(root, path === '/' ? 'index.html' : decodeURIComponent(path)));
  if (!file.startsWith(root)) return res.writeHead(404).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
}

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'POST' && pathname === '/modkit-token') {
    try {
      const token = await mintWidgetToken(signedInUser);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(token));
    } catch (error) {
      res
        .writeHead(502, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: String(error) }));
    }
    return;
  }
  if (req.method !== 'GET') return res.writeHead(405).end();
  await serveFile(pathname, res);
}).listen(port, '127.0.0.1', () => console.log(`partner site on http://127.0.0.1:${port}`));
