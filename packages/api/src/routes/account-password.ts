import { PASSWORD_MESSAGES, validateChangePassword } from '@modkit/sdk/rules';
import type { Router } from 'express';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { assertValid, validationError } from '../http/http-error';

export const OLD_PASSWORD_WRONG = 'The old password is not correct.';

/** PATCH /users/change-password: the old password is checked, the new one hashed. */
export function registerAccountPasswordRoutes(router: Router, ctx: ApiContext): void {
  router.patch('/users/change-password', requireAuth(ctx), async (req, res) => {
    const user = currentUser(res);
    const body = req.body ?? {};
    assertValid(validateChangePassword(body));
    if (!(await verifyPassword(String(body.old_password), user.password_hash)))
      throw validationError({ old_password: OLD_PASSWORD_WRONG });
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(String(body.password)), updated_at: isoNow(ctx.now) })
      .where('id', '=', user.id)
      .execute();
    res.json({ data: null, message: PASSWORD_MESSAGES.changed });
  });
}
