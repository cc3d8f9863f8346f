/**
 * A person's own data: the export (GET /users/export) and the deletion of the account (DELETE
 * /users/account, confirmed by the password or a mailed link); the admin console's user list, and its
 * export and erasure of any account (GET /admin/users, GET /admin/users/{id}/export, DELETE /admin/users/{id}).
 */
import { AccountDeletionBody, AdminUsersQuery } from '@modkit/sdk/contract';
import { isProvisionedAddress } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import { issueUserToken } from '../accounts/accounts';
import { consumeToken, tokenOwner } from '../accounts/recovery-tokens';
import { verifyPassword } from '../auth/passwords';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { countedPasswordCheck } from '../http/guards/rate-limits';
import { badRequest, validationError } from '../http/http-error';
import { idParam } from '../http/input/params';
import { parseWith } from '../http/input/validate';
import { pagedList } from '../http/paged-list';
import { mailTemplates } from '../messaging/mail-templates';
import { adminUsersPage } from './admin-users';
import { eraseAccount } from './erase-account';
import { sendPersonalData } from './export-archive';
import { PRIVACY_MESSAGES } from './messages';

export const exportMyData =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    await sendPersonalData(ctx, res, currentUser(res).id, 'SELF');
  };

/**
 * Deletes the caller's account: with the password when the account has one (422 on `password` otherwise; a
 * wrong one counts with the login's attempts, 429 once they are used up),
 * else with the token of the mailed confirmation link (400 when used, expired or another account's).
 */
export const eraseMyAccount =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const body = parseWith(AccountDeletionBody, req.body ?? {});
    if (user.password_hash) {
      if (!body.password) throw validationError({ password: PRIVACY_MESSAGES.passwordRequired });
      const { password } = body;
      const right = await countedPasswordCheck(ctx, req, res, user.email, () =>
        verifyPassword(password, user.password_hash),
      );
      if (!right) throw validationError({ password: PRIVACY_MESSAGES.passwordWrong });
    } else {
      if (!body.token) throw validationError({ token: PRIVACY_MESSAGES.linkRequired });
      const owner = await tokenOwner(ctx, body.token, 'ERASE');
      if (owner?.user_id !== user.id || !(await consumeToken(ctx, owner.id)))
        throw badRequest(PRIVACY_MESSAGES.linkInvalid);
    }
    await eraseAccount(ctx, user.id, 'SELF');
    res.json({ data: null, message: PRIVACY_MESSAGES.erased });
  };

/** Mails the caller a link that confirms the deletion of their account (`/delete-account?token=`, an hour). */
export const mailDeletionLink =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    const user = currentUser(res);
    // An LMS's or partner's account without an address of its own: a link mailed to its placeholder would
    // go nowhere (messaging/placeholder-mail.ts), so it is not made.
    if (isProvisionedAddress(user.email)) throw badRequest(PRIVACY_MESSAGES.noAddressForLink);
    const token = await issueUserToken(ctx.db, user.id, 'ERASE', ctx.now());
    const link = `${ctx.config.publicUrl}/delete-account?token=${encodeURIComponent(token)}`;
    await ctx.mail.send({ to: user.email, ...mailTemplates.accountDeletion(ctx.config.publicUrl, link) });
    res.json({ data: null, message: PRIVACY_MESSAGES.linkSent });
  };

export const listUsers = (ctx: ApiContext) =>
  pagedList(50, (window, req) => adminUsersPage(ctx, parseWith(AdminUsersQuery, req.query, 'query'), window));

export const exportUserData =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    await sendPersonalData(ctx, res, idParam(req.params.id), 'ADMIN');
  };

/** An administrator erases any account but their own (which goes through My Profile and its password). */
export const eraseUser =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    if (id === currentUser(res).id) throw badRequest(PRIVACY_MESSAGES.ownAccountFromConsole);
    await eraseAccount(ctx, id, 'ADMIN');
    res.json({ data: null, message: PRIVACY_MESSAGES.erasedByAdmin });
  };
