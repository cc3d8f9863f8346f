import { mintWidgetToken, modkitApi, signedInUser } from '../../lib/modkit';

/** `POST /modkit-token`: this site's user's widget token, and where modkit's api is. */
export async function POST() {
  const { token, expiresAt } = await mintWidgetToken(signedInUser);
  return Response.json({ token, expires_at: expiresAt, api: modkitApi() });
}
