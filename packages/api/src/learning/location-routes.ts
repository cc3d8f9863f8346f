/** The library-bound learner's location check and the browser push subscription. */

import { CheckLocationBody } from '@modkit/sdk/contract';
import { isValid } from '@modkit/sdk/rules';
import type { RequestHandler, Router } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser, requireAuth } from '../http/guards/authenticate';
import { notFound, validationError } from '../http/http-error';
import { parseWith } from '../http/input/validate';
import { savePushSubscription } from '../messaging/push-subscriptions';
import { insideLibraryRange } from './library-range';

const SUBSCRIPTION_NEEDED = 'A push subscription needs an https endpoint and its keys.';

const base64Url = (text: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0);

/** A browser's push subscription: an https URL, a P-256 public key (65 bytes, uncompressed) and a 16-byte secret. */
function isPushSubscription(endpoint: string, p256dh: string, auth: string): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  const key = base64Url(p256dh);
  return url?.protocol === 'https:' && key.length === 65 && key[0] === 4 && base64Url(auth).length >= 16;
}

function coordinates(body: Record<string, unknown> | undefined) {
  const latitude = Number(body?.latitude);
  const longitude = Number(body?.longitude);
  const errors: Record<string, string> = {};
  if (body?.latitude === undefined || !Number.isFinite(latitude) || Math.abs(latitude) > 90)
    errors.latitude = 'latitude must be between -90 and 90.';
  if (body?.longitude === undefined || !Number.isFinite(longitude) || Math.abs(longitude) > 180)
    errors.longitude = 'longitude must be between -180 and 180.';
  if (!isValid(errors)) throw validationError(errors);
  return { latitude, longitude };
}

// data: false means out of the library's range.
export const checkLocationInBody = (ctx: ApiContext) => checkLocation(ctx, (req) => req.body, true);

/** The same check with the coordinates in the query (the reference lists the POST only). */
export function registerLocationQueryRoute(router: Router, ctx: ApiContext): void {
  router.get(
    '/users/check-location',
    requireAuth(ctx),
    checkLocation(ctx, (req) => req.query as Record<string, unknown>),
  );
}

/** The location check, reading the coordinates from the body (checked against the contract) or the query. */
const checkLocation =
  (
    ctx: ApiContext,
    input: (req: Parameters<RequestHandler>[0]) => Record<string, unknown> | undefined,
    contractBody = false,
  ): RequestHandler =>
  async (req, res) => {
    const { latitude, longitude } = coordinates(input(req));
    if (contractBody) parseWith(CheckLocationBody, req.body);
    res.json({ data: await insideLibraryRange(ctx, currentUser(res).library_id, latitude, longitude) });
  };

export const pushPublicKey =
  (ctx: ApiContext): RequestHandler =>
  (_req, res) => {
    if (!ctx.push) throw notFound();
    res.json({ data: { publicKey: ctx.push.publicKey } });
  };

/** The subscription of a request body, checked: what the push sender needs to use it. */
function pushSubscriptionOf(body: Record<string, unknown> | undefined) {
  const endpoint = body?.endpoint;
  const keys = body?.keys as { p256dh?: unknown; auth?: unknown } | undefined;
  if (
    typeof endpoint !== 'string' ||
    !/^https:\/\//.test(endpoint) ||
    typeof keys?.p256dh !== 'string' ||
    typeof keys?.auth !== 'string'
  ) {
    throw validationError({ subscription: SUBSCRIPTION_NEEDED });
  }
  if (endpoint.length > 2000 || keys.p256dh.length > 500 || keys.auth.length > 500) {
    throw validationError({ subscription: 'The push subscription is too long.' });
  }
  // What the push sender needs, checked here: a stored subscription it cannot use would fail (and be
  // logged) on every later notification of the user.
  if (!isPushSubscription(endpoint, keys.p256dh, keys.auth)) {
    throw validationError({ subscription: SUBSCRIPTION_NEEDED });
  }
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

export const subscribeToPush =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const subscription = pushSubscriptionOf(req.body);
    await savePushSubscription(ctx, currentUser(res).id, subscription);
    res.status(201).json({ data: { endpoint: subscription.endpoint } });
  };
