import type { Kysely } from 'kysely';
import type { LtiProvider } from '../ltijs';
import type { LtiTables } from '../store/schema';
import { recordApproval } from './platform-approval';
import { addDeployments } from './register-platform';
import { checkHost, type FetchPolicy, fetchJsonObject, parseFetchableUrl } from './safe-fetch';

const TOOL_CONFIG = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const PLATFORM_CONFIG = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const SCOPES = [
  'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
];

export class RegistrationError extends Error {}

/** The one answer to any failure to fetch the configuration: it never tells what was (or was not) there. */
const CONFIGURATION_UNREADABLE =
  'modkit could not read the configuration at the openid_configuration URL. Check the URL (https, reachable from the internet) and try again.';

interface OpenIdConfiguration {
  issuer?: unknown;
  authorization_endpoint?: unknown;
  token_endpoint?: unknown;
  jwks_uri?: unknown;
  registration_endpoint?: unknown;
  authorization_server?: unknown;
  [PLATFORM_CONFIG]?: { product_family_code?: unknown };
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The endpoints the tool keeps for later (keys, tokens) or sends browsers to: allowed scheme and public host. */
async function checkEndpoints(urls: string[], policy: FetchPolicy): Promise<void> {
  for (const raw of urls) {
    const url = parseFetchableUrl(raw, policy);
    if (!url) throw new RegistrationError('The platform configuration names an endpoint modkit cannot use.');
    await checkHost(url, policy).catch(() => {
      throw new RegistrationError('The platform configuration names an endpoint modkit cannot use.');
    });
  }
}

/** A platform configuration with what registration needs, checked, and the host of its issuer. */
interface PlatformConfiguration {
  configUrl: URL;
  issuer: string;
  issuerHost: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  registrationEndpoint: string;
  authorizationServer: string | undefined;
  name: unknown;
}

/**
 * Fetches the platform's OpenID configuration and checks it: issuer and endpoints present, the issuer on
 * the configuration URL's host, the endpoints the tool keeps usable.
 */
async function readPlatformConfiguration(
  configurationUrl: string,
  policy: FetchPolicy,
): Promise<PlatformConfiguration> {
  const configUrl = parseFetchableUrl(configurationUrl, policy);
  if (!configUrl) {
    throw new RegistrationError(
      policy.allowHttp
        ? 'The openid_configuration URL must be an https URL (or http in development).'
        : 'The openid_configuration URL must be an https URL.',
    );
  }
  let config: OpenIdConfiguration;
  try {
    config = (await fetchJsonObject(configUrl.href, policy)) as OpenIdConfiguration;
  } catch (error) {
    console.warn('lti-tool: registration configuration', error instanceof Error ? error.message : error);
    throw new RegistrationError(CONFIGURATION_UNREADABLE);
  }
  const { issuer, authorization_endpoint, token_endpoint, jwks_uri, registration_endpoint } = config;
  if (
    !str(issuer) ||
    !str(authorization_endpoint) ||
    !str(token_endpoint) ||
    !str(jwks_uri) ||
    !str(registration_endpoint)
  ) {
    throw new RegistrationError('The platform configuration lacks issuer or endpoints.');
  }
  let issuerHost: string;
  try {
    issuerHost = new URL(issuer).host;
  } catch {
    throw new RegistrationError('The platform configuration lacks issuer or endpoints.');
  }
  if (issuerHost !== configUrl.host) {
    throw new RegistrationError(
      `The issuer ${issuer} is not on the configuration URL's host ${configUrl.host}.`,
    );
  }
  const authorizationServer = str(config.authorization_server) ? config.authorization_server : undefined;
  await checkEndpoints([authorization_endpoint, token_endpoint, jwks_uri], policy);
  return {
    configUrl,
    issuer,
    issuerHost,
    authorizationEndpoint: authorization_endpoint,
    tokenEndpoint: token_endpoint,
    jwksUri: jwks_uri,
    registrationEndpoint: registration_endpoint,
    authorizationServer,
    name: config[PLATFORM_CONFIG]?.product_family_code,
  };
}

/** The tool's registration request: its LTI URLs, keys, scopes, claims and the deep-linking message. */
function toolRegistration(toolUrl: string) {
  const lti = `${toolUrl}/lti`;
  return {
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
      domain: new URL(toolUrl).host,
      target_link_uri: `${lti}/launch`,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: `${lti}/launch`, label: 'modkit' }],
    },
  };
}

/** Registers the tool at the platform's registration endpoint: the client id and the deployment, when given. */
async function registerTool(
  endpoint: string,
  registrationToken: string | undefined,
  toolUrl: string,
  policy: FetchPolicy,
): Promise<{ clientId: string; deploymentId: unknown }> {
  let registered: { client_id?: unknown; [TOOL_CONFIG]?: { deployment_id?: unknown } };
  try {
    registered = await fetchJsonObject(endpoint, policy, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(registrationToken ? { Authorization: `Bearer ${registrationToken}` } : {}),
      },
      body: JSON.stringify(toolRegistration(toolUrl)),
    });
  } catch (error) {
    console.warn('lti-tool: registration endpoint', error instanceof Error ? error.message : error);
    throw new RegistrationError('The platform did not accept the registration.');
  }
  const clientId = registered.client_id;
  if (!str(clientId)) throw new RegistrationError('The platform returned no client_id.');
  return { clientId, deploymentId: registered[TOOL_CONFIG]?.deployment_id };
}

/**
 * LTI Dynamic Registration 1.0: reads the platform's OpenID configuration (its issuer must be on the
 * configuration URL's host), registers the tool, then the platform and the deployment the platform
 * returns. With approval required the platform is recorded as pending before ltijs knows it, so it
 * cannot launch until an administrator approves it. Every URL is fetched under the fetch policy
 * (`safe-fetch.ts`); a failure says only that the configuration could not be read.
 */
export async function registerDynamically(
  provider: LtiProvider,
  db: Kysely<LtiTables>,
  input: {
    configurationUrl: string;
    registrationToken?: string;
    toolUrl: string;
    requireApproval: boolean;
    fetchPolicy: FetchPolicy;
    nowMs: number;
  },
): Promise<{ issuer: string; clientId: string; deploymentId: string | null; pending: boolean }> {
  const platformConfig = await readPlatformConfiguration(input.configurationUrl, input.fetchPolicy);
  const { issuer, name, authorizationServer } = platformConfig;
  const { clientId, deploymentId } = await registerTool(
    platformConfig.registrationEndpoint,
    input.registrationToken,
    input.toolUrl,
    input.fetchPolicy,
  );
  // Recorded first: between ltijs's registration and its status there is no moment the platform may launch.
  await recordApproval(db, {
    issuer,
    clientId,
    status: input.requireApproval ? 'pending' : 'approved',
    configurationUrl: platformConfig.configUrl.href,
    nowMs: input.nowMs,
  });
  const platform = await provider.registerPlatform({
    url: issuer,
    name: str(name) ? name.slice(0, 200) : platformConfig.issuerHost,
    clientId,
    authenticationEndpoint: platformConfig.authorizationEndpoint,
    accesstokenEndpoint: platformConfig.tokenEndpoint,
    ...(authorizationServer ? { authorizationServer } : {}),
    authConfig: { method: 'JWK_SET', key: platformConfig.jwksUri },
  });
  await platform.platformActive(!input.requireApproval);
  if (str(deploymentId)) await addDeployments(db, issuer, clientId, [deploymentId], input.nowMs);
  return {
    issuer,
    clientId,
    deploymentId: str(deploymentId) ? deploymentId : null,
    pending: input.requireApproval,
  };
}
