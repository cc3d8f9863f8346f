import type { ApiContext } from '../config/context';
import { signInvitation } from './invitations';

/** A mentor's invitation as the invite dialog and the invite e-mail use it: the value and the link. */
export async function invitationOf(ctx: ApiContext, mentorId: number) {
  const { value, expiresAt } = await signInvitation(ctx.signingKey, mentorId, ctx.now());
  return {
    value,
    link: `${ctx.config.publicUrl}/my-library?value=${encodeURIComponent(value)}`,
    expires_at: expiresAt,
  };
}
