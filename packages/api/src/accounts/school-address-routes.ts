/**
 * An LMS's or partner's learner and the address their school sent (issue 43): the claim link, following it,
 * and the requests to join such an account into the person's own (`/users/account-joins`).
 */
import { SchoolAddressConfirmBody } from '@modkit/sdk/contract';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { idParam } from '../http/input/params';
import { parseWith } from '../http/input/validate';
import { confirmJoin, declineJoin, pendingJoins } from './account-joins';
import { confirmClaim, mailClaimLink, SCHOOL_ADDRESS_MESSAGES } from './school-address';

export const claimSchoolAddress =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    res.json({ data: null, message: await mailClaimLink(ctx, currentUser(res)) });
  };

export const confirmSchoolAddress =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { token } = parseWith(SchoolAddressConfirmBody, req.body ?? {});
    const outcome = await confirmClaim(ctx, currentUser(res), token);
    const message =
      outcome.state === 'OWN'
        ? SCHOOL_ADDRESS_MESSAGES.own(outcome.email)
        : SCHOOL_ADDRESS_MESSAGES.asked(outcome.email);
    res.json({ data: outcome, message });
  };

export const listAccountJoins =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    res.json({ data: await pendingJoins(ctx, currentUser(res)) });
  };

export const confirmAccountJoin =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: null, message: await confirmJoin(ctx, currentUser(res), idParam(req.params.id)) });
  };

export const declineAccountJoin =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: null, message: await declineJoin(ctx, currentUser(res), idParam(req.params.id)) });
  };
