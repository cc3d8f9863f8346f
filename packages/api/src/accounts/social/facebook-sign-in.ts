import { createHmac } from 'node:crypto';
import { providerFetch, providerJson, rejected, unavailable } from './social-errors';
import { addressOf, type SocialVerifier } from './social-profile';

const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v21.0';

interface DebugToken {
  data?: { app_id?: unknown; is_valid?: unknown; user_id?: unknown; type?: unknown };
}
interface Me {
  id?: unknown;
  name?: unknown;
  email?: unknown;
}

/**
 * Facebook: the browser sends the user access token of the Facebook login dialog. The Graph API's
 * `debug_token` (asked with our app token `APP_ID|APP_SECRET`) must call it valid and issued to our app; then
 * `/me?fields=id,name,email` (with `appsecret_proof`) names the person, and must be the same user.
 */
export function facebookSignIn(options: {
  appId: string;
  appSecret: string;
  graphUrl?: string | undefined;
}): SocialVerifier {
  const graph = (options.graphUrl ?? FACEBOOK_GRAPH_URL).replace(/\/+$/, '');
  /** `refusal`: what a 4xx means (Graph answers a bad token with an OAuthException); 5xx is Facebook's trouble. */
  const get = async <T>(path: string, query: Record<string, string>, refusal: 'ours' | 'theirs') => {
    const answer = await providerFetch('facebook', `${graph}${path}?${new URLSearchParams(query)}`);
    if (answer.status >= 500) throw unavailable('facebook');
    if (!answer.ok) throw refusal === 'theirs' ? rejected('facebook') : unavailable('facebook');
    return providerJson<T>('facebook', answer);
  };
  return {
    provider: 'facebook',
    clientId: options.appId,
    async verify(accessToken) {
      if (!/^[\w.|-]{10,4096}$/.test(accessToken)) throw rejected('facebook');
      // debug_token answers 200 for any input token (is_valid says); a 4xx refuses OUR app token (config).
      const debug = await get<DebugToken>(
        '/debug_token',
        { input_token: accessToken, access_token: `${options.appId}|${options.appSecret}` },
        'ours',
      );
      const data = debug.data ?? {};
      if (data.is_valid !== true || String(data.app_id) !== options.appId || typeof data.user_id !== 'string')
        throw rejected('facebook');
      const me = await get<Me>(
        '/me',
        {
          fields: 'id,name,email',
          access_token: accessToken,
          appsecret_proof: createHmac('sha256', options.appSecret).update(accessToken).digest('hex'),
        },
        'theirs',
      );
      if (String(me.id) !== data.user_id) throw rejected('facebook');
      const name = typeof me.name === 'string' ? me.name.trim() : '';
      const email = addressOf(me.email);
      const [first, ...rest] = name.split(/\s+/).filter(Boolean);
      return {
        provider: 'facebook',
        subject: data.user_id,
        email,
        givenName: first,
        familyName: rest.join(' ') || undefined,
        name: name || undefined,
      };
    },
  };
}
