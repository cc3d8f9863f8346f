import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';
import { mailTemplates } from '../messaging/mail-templates';

/** A user's request for more access: recorded, and mailed to the team. */
export async function requestUpgrade(ctx: ApiContext, user: UserRow, message: string): Promise<void> {
  const name = `${user.first_name} ${user.last_name}`.trim();
  await ctx.db
    .insertInto('upgrade_requests')
    .values({ user_id: user.id, message, created_at: isoNow(ctx.now) })
    .execute();
  await ctx.mail.send({
    to: ctx.config.teamAddress,
    ...mailTemplates.upgradeRequest(
      ctx.config.publicUrl,
      { name, email: user.email, role: user.role },
      message,
    ),
  });
}
