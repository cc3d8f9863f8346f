import { CheckLocationBody } from '@modkit/sdk/contract';
import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { notFound, validationError } from '../http/http-error';
import { parseWith } from '../http/validate';

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres between two WGS-84 points (haversine). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

const base64Url = (text: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0);

/** A browser's push subscription: an https URL, a P-256 public key (65 bytes, uncompressed) and a 16-byte secret. */
function isPushSubscription(endpoint: string, p256dh: string, auth: string): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  const key = base64Url(p256dh);
  return url?.protocol === 'https:' && key.length === 65 && key[0] === 4 && base64Url(auth).length >= 16;
}

/** The library-bound learner's location check and the browser push subscription. */
export function registerLocationRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  const coordinates = (body: Record<string, unknown> | undefined) => {
    const latitude = Number(body?.latitude);
    const longitude = Number(body?.longitude);
    const errors: Record<string, string> = {};
    if (body?.latitude === undefined || !Number.isFinite(latitude) || Math.abs(latitude) > 90)
      errors.latitude = 'latitude must be between -90 and 90.';
    if (body?.longitude === undefined || !Number.isFinite(longitude) || Math.abs(longitude) > 180)
      errors.longitude = 'longitude must be between -180 and 180.';
    if (Object.keys(errors).length) throw validationError(errors);
    return { latitude, longitude };
  };

  const check = async (userLibrary: number | null, latitude: number, longitude: number) => {
    if (userLibrary === null) return true;
    const library = await ctx.db
      .selectFrom('libraries')
      .selectAll()
      .where('id', '=', userLibrary)
      .executeTakeFirst();
    if (!library) return true;
    return distanceMetres(latitude, longitude, library.latitude, library.longitude) <= library.radius_m;
  };

  // data: false means out of the library's range.
  router.post('/users/check-location', auth, async (req, res) => {
    const { latitude, longitude } = coordinates(req.body);
    parseWith(CheckLocationBody, req.body);
    res.json({ data: await check(currentUser(res).library_id, latitude, longitude) });
  });
  router.get('/users/check-location', auth, async (req, res) => {
    const { latitude, longitude } = coordinates(req.query as Record<string, unknown>);
    res.json({ data: await check(currentUser(res).library_id, latitude, longitude) });
  });

  router.get('/push/public-key', (_req, res) => {
    if (!ctx.push) throw notFound();
    res.json({ data: { publicKey: ctx.push.publicKey } });
  });

  router.post('/users/notification-subscribe', auth, async (req, res) => {
    const endpoint = req.body?.endpoint;
    const keys = req.body?.keys;
    if (
      typeof endpoint !== 'string' ||
      !/^https:\/\//.test(endpoint) ||
      typeof keys?.p256dh !== 'string' ||
      typeof keys?.auth !== 'string'
    ) {
      throw validationError({ subscription: 'A push subscription needs an https endpoint and its keys.' });
    }
    if (endpoint.length > 2000 || keys.p256dh.length > 500 || keys.auth.length > 500) {
      throw validationError({ subscription: 'The push subscription is too long.' });
    }
    // What the push sender needs, checked here: a stored subscription it cannot use would fail (and be
    // logged) on every later notification of the user.
    if (!isPushSubscription(endpoint, keys.p256dh, keys.auth)) {
      throw validationError({ subscription: 'A push subscription needs an https endpoint and its keys.' });
    }
    // One row per endpoint: a browser re-subscribing (or moving to another account) replaces it.
    // New notifications are pushed to it by the push sender (services/push-sender.ts).
    const user = currentUser(res);
    const values = {
      user_id: user.id,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      created_at: isoNow(ctx.now),
    };
    await ctx.db
      .insertInto('push_subscriptions')
      .values(values)
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: user.id,
          p256dh: keys.p256dh,
          auth: keys.auth,
          created_at: values.created_at,
        }),
      )
      .execute();
    res.status(201).json({ data: { endpoint } });
  });
}
