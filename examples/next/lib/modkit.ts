/** Server-side only: the partner key never leaves this server. Environment: MODKIT_URL, MODKIT_PARTNER_KEY. */

export const modkitApi = () => `${process.env.MODKIT_URL}/api`;

/** This site's signed-in user (a real site reads its session). */
export const signedInUser = { id: 'next-learner-1', firstName: 'Sam', lastName: 'Rivera' };

// #region mint-token
/** A widget token for one of this site's users, from modkit, with the partner key. */
export async function mintWidgetToken(user: { id: string; firstName: string; lastName: string }) {
  const answer = await fetch(`${process.env.MODKIT_URL}/api/partner/tokens`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${process.env.MODKIT_PARTNER_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ user_id: user.id, first_name: user.firstName, last_name: user.lastName }),
    cache: 'no-store',
  });
  if (!answer.ok) throw new Error(`modkit answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: { token: string; expires_at: string } };
  return { token: data.token, expiresAt: data.expires_at };
}
// #endregion mint-token
