import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Api, hashPartnerKey, newPartnerKey } from '@modkit/api';
import type { RequestHandler } from 'express';

/** The partner the embed demo plays (development only). */
const EMBED_DEMO_PARTNER = 'Riverside Learning Hub (embed demo)';

/** The partner's own signed-in user, as its site knows them: modkit never sees a password of theirs. */
const EMBED_DEMO_USER = {
  user_id: 'riverside-1001',
  first_name: 'Riley',
  last_name: 'Ng',
  email: 'riley@riverside.example.org',
};

/**
 * Registers the embed demo's partner on this server's own origin (once) and answers its key, kept in
 * `DATA_DIR/keys/embed-demo-partner.key` the way a partner keeps its key in its server's secrets. A key that
 * no longer matches (another data folder) is rotated.
 */
export async function ensureEmbedDemoPartner(api: Api, publicUrl: string): Promise<string> {
  const { db, config } = api.ctx;
  const file = join(config.dataDir, 'keys', 'embed-demo-partner.key');
  const kept = config.dataDir !== ':memory:' && existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  const origins = JSON.stringify([new URL(publicUrl).origin]);
  const now = new Date(api.ctx.now()).toISOString();
  const row = await db
    .selectFrom('partners')
    .selectAll()
    .where('name', '=', EMBED_DEMO_PARTNER)
    .executeTakeFirst();
  const fresh = kept && row?.key_hash === hashPartnerKey(kept) ? null : newPartnerKey();
  const key = fresh?.key ?? kept!;
  const keyColumns = fresh ? { key_hash: fresh.hash, key_hint: fresh.hint } : {};
  if (row) {
    await db
      .updateTable('partners')
      .set({ ...keyColumns, origins, status: 'ACTIVE', updated_at: now })
      .where('id', '=', row.id)
      .execute();
  } else {
    await db
      .insertInto('partners')
      .values({
        name: EMBED_DEMO_PARTNER,
        origins,
        package_name: 'PREMIUM',
        status: 'ACTIVE',
        key_hash: fresh!.hash,
        key_hint: fresh!.hint,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  if (fresh && config.dataDir !== ':memory:') {
    mkdirSync(join(config.dataDir, 'keys'), { recursive: true });
    writeFileSync(file, key, { mode: 0o600 });
  }
  api.ctx.partners.forget();
  return key;
}

/**
 * `POST /embed-demo/token`: the partner site's own backend. Its user is signed in on its site (here always
 * Riley); it asks modkit for a widget token over HTTP with its key — server to server, the key never
 * reaches the page — and hands the page the token and when it expires.
 */
export function embedDemoTokenRoute(publicUrl: string, key: string): RequestHandler {
  return async (_req, res, next) => {
    try {
      const answer = await fetch(`${publicUrl}/api/partner/tokens`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(EMBED_DEMO_USER),
      });
      const body = (await answer.json()) as {
        data?: { token: string; expires_at: string };
        message?: string;
      };
      if (!answer.ok || !body.data) return void res.status(502).json({ message: body.message ?? 'No token' });
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: body.data.token, expires_at: body.data.expires_at });
    } catch (error) {
      next(error);
    }
  };
}
