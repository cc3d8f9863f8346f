import type { LtiIdToken, LtiProvider } from '../ltijs';

const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

/** The scores endpoint of a line item (AGS: the line item URL + `/scores`, its query kept). */
function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

/**
 * Posts a score as it was recorded, timestamp included. ltijs's `submitScore` stamps the time of sending,
 * which makes a score sent late (after an outage, or by another server after a crash) look newer than the
 * progress that followed it, and a score sent twice look like two; with the recorded timestamp the LMS
 * keeps the newest progress and takes a repeat as the same score.
 */
export async function sendScore(
  provider: LtiProvider,
  token: LtiIdToken,
  lineitem: string,
  score: Record<string, unknown>,
): Promise<void> {
  const platform = await provider.getPlatform(token.iss, token.clientId);
  if (!platform) throw new Error(`the platform ${token.iss} is no longer registered`);
  const access = await platform.platformAccessToken(SCORE_SCOPE);
  const res = await fetch(scoresUrl(lineitem), {
    method: 'POST',
    headers: {
      Authorization: `${access.token_type} ${access.access_token}`,
      'Content-Type': 'application/vnd.ims.lis.v1.score+json',
    },
    body: JSON.stringify(score),
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the LMS answered ${res.status} to a score`);
}
