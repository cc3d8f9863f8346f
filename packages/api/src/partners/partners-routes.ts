/**
 * Partner sites: the partner's server exchanges its key and its own user id for a short-lived widget
 * token; administrators register partners, change their origins and package, disable them and rotate keys.
 */
import { PartnerCreateBody, PartnerTokenBody, PartnerUpdateBody } from '@modkit/sdk/contract';
import type { Request, RequestHandler } from 'express';
import { newPartnerKey, partnerOfKey, toPartner } from '../auth/partners';
import type { ApiContext } from '../config/context';
import { notFound, unauthorized } from '../http/http-error';
import { idParam } from '../http/input/params';
import { parseWith } from '../http/input/validate';
import { pagedList } from '../http/paged-list';
import { insertPartner, partnerFields, partnersPage, rotateKey, updatePartner } from './partner-settings';
import { partnerWidgetToken } from './partner-tokens';

const bearer = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

export const issuePartnerToken =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const partner = await partnerOfKey(ctx, bearer(req));
    if (!partner) throw unauthorized();
    const body = parseWith(PartnerTokenBody, req.body ?? {});
    res.json({ data: await partnerWidgetToken(ctx, partner, body) });
  };

export const listPartners = (ctx: ApiContext) => pagedList(50, (window) => partnersPage(ctx, window));

export const createPartner =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const fields = await partnerFields(ctx, parseWith(PartnerCreateBody, req.body ?? {}), false);
    const { row, key } = await insertPartner(ctx, fields);
    ctx.partners.forget();
    res.status(201).json({ data: { partner: toPartner(row), key } });
  };

export const changePartner =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const fields = await partnerFields(ctx, parseWith(PartnerUpdateBody, req.body ?? {}), true);
    const row = await updatePartner(ctx, idParam(req.params.id), fields);
    if (!row) throw notFound();
    ctx.partners.forget();
    res.json({ data: toPartner(row) });
  };

/** A new key; the old key, and every widget token minted with it, stop working (the next key generation). */
export const rotatePartnerKey =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { key, hash, hint } = newPartnerKey();
    const row = await rotateKey(ctx, idParam(req.params.id), hash, hint);
    if (!row) throw notFound();
    ctx.partners.forget();
    res.json({ data: { partner: toPartner(row), key } });
  };
