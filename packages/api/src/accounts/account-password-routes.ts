/**
 * PATCH /users/change-password: the old password is checked (a wrong one counts with the login's attempts,
 * 429 once they are used up), the new one hashed, and every token of the user is revoked (token_version
 * rises); this device carries on with the fresh token in `meta.token`.
 */
import { PASSWORD_MESSAGES, validateChangePassword } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import { verifyPassword } from '../auth/passwords';
import { signAccessToken } from '../auth/tokens';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { countedPasswordCheck } from '../http/guards/rate-limits';
import { assertValid, validationError } from '../http/http-error';
import { setPasswordAndRevokeTokens } from './accounts';

const OLD_PASSWORD_WRONG = 'The old password is not correct.';

export const changePassword =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const body = req.body ?? {};
    assertValid(validateChangePassword(body));
    const right = await countedPasswordCheck(ctx, req, res, user.email, () =>
      verifyPassword(String(body.old_password), user.password_hash),
    );
    if (!right) throw validationError({ old_password: OLD_PASSWORD_WRONG });
    const changed = await setPasswordAndRevokeTokens(ctx, user.id, String(body.password));
    res.json({
      data: null,
      message: PASSWORD_MESSAGES.changed,
      meta: { token: await signAccessToken(ctx.signingKey, changed) },
    });
  };
