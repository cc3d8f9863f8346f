import type { Kysely } from 'kysely';
import type { LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';
import { addDeployments } from './register-platform';

const TOOL_CONFIG = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const PLATFORM_CONFIG = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const SCOPES = [
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
];

export class RegistrationError extends Error {}

interface OpenIdConfiguration {
  issuer?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  jwks_uri?: string;
  registration_endpoint?: string;
  authorization_server?: string;
  [PLATFORM_CONFIG]?: { product_family_code?: string };
}

/**
 * LTI Dynamic Registration 1.0: reads the platform's OpenID configuration (its issuer must be on the
 * configuration URL's host), registers the tool, then the platform (active unless approval is required)
 * and the deployment the platform returns.
 */
export async function registerDynamically(
  provider: LtiProvider,
  db: Kysely<LtiTables>,
  input: {
    configurationUrl: string;
    registrationToken?: string;
    toolUrl: string;
    requireApproval: boolean;
    nowMs: number;
  },
): Promise<{ issuer: string; clientId: string; deploymentId: string | null }> {
  let configUrl: URL;
  try {
    configUrl = new URL(input.configurationUrl);
  } catch {
    throw new RegistrationError('The openid_configuration URL is not a URL.');
  }
  const config = (await fetch(configUrl).then((r) => {
    if (!r.ok) throw new RegistrationError(`The platform's configuration answered ${r.status}.`);
    return r.json();
  })) as OpenIdConfiguration;
  const { issuer, authorization_endpoint, token_endpoint, jwks_uri, registration_endpoint } = config;
  if (!issuer || !authorization_endpoint || !token_endpoint || !jwks_uri || !registration_endpoint) {
    throw new RegistrationError('The platform configuration lacks issuer or endpoints.');
  }
  if (new URL(issuer).host !== configUrl.host) {
    throw new RegistrationError(
      `The issuer ${issuer} is not on the configuration URL's host ${configUrl.host}.`,
    );
  }
  const lti = `${input.toolUrl}/lti`;
  const response = await fetch(registration_endpoint, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(input.registrationToken ? { Authorization: `Bearer ${input.registrationToken}` } : {}),
    },
    body: JSON.stringify({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${lti}/login`,
      redirect_uris: [`${lti}/launch`],
      client_name: 'modkit',
      jwks_uri: `${lti}/keys`,
      token_endpoint_auth_method: 'private_key_jwt',
      scope: SCOPES.join(' '),
      [TOOL_CONFIG]: {
        domain: new URL(input.toolUrl).host,
        target_link_uri: `${lti}/launch`,
        claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
        messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: `${lti}/launch`, label: 'modkit' }],
      },
    }),
  });
  if (!response.ok)
    throw new RegistrationError(`The platform refused the registration (${response.status}).`);
  const registered = (await response.json()) as {
    client_id?: string;
    [TOOL_CONFIG]?: { deployment_id?: string };
  };
  if (!registered.client_id) throw new RegistrationError('The platform returned no client_id.');
  const platform = await provider.registerPlatform({
    url: issuer,
    name: config[PLATFORM_CONFIG]?.product_family_code ?? new URL(issuer).host,
    clientId: registered.client_id,
    authenticationEndpoint: authorization_endpoint,
    accesstokenEndpoint: token_endpoint,
    ...(config.authorization_server ? { authorizationServer: config.authorization_server } : {}),
    authConfig: { method: 'JWK_SET', key: jwks_uri },
  });
  if (input.requireApproval)
    await (platform as unknown as { platformActive(a: boolean): Promise<boolean> }).platformActive(false);
  const deploymentId = registered[TOOL_CONFIG]?.deployment_id ?? null;
  if (deploymentId) await addDeployments(db, issuer, registered.client_id, [deploymentId], input.nowMs);
  return { issuer, clientId: registered.client_id, deploymentId };
}
