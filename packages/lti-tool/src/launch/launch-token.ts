import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { LtiIdToken } from '../ltijs';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

/**
 * A verified id_token as ltijs handed it to its callbacks (`res.locals.token`, with `platformContext`), built
 * the way ltijs builds it (`Provider.js`): the handlers, deep linking and the Advantage services read this shape.
 */
export function launchToken(payload: JWTPayload, clientId: string, platformId: string): LtiIdToken {
  const claim = (name: string) => payload[`${LTI}${name}`] as never;
  const deploymentId = claim('deployment_id') as string;
  const courseId = (claim('context') as { id?: string } | undefined)?.id ?? 'NF';
  const resourceId = (claim('resource_link') as { id?: string } | undefined)?.id ?? 'NF';
  const additional = {
    path: '/launch',
    roles: claim('roles'),
    targetLinkUri: claim('target_link_uri'),
    custom: claim('custom'),
    launchPresentation: claim('launch_presentation'),
    endpoint: payload['https://purl.imsglobal.org/spec/lti-ags/claim/endpoint'] as never,
    namesRoles: payload['https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice'] as never,
  };
  const hash = createHash('sha256').update(JSON.stringify(additional)).digest('hex');
  const iss = payload.iss as string;
  const user = payload.sub as string;
  const contextId = encodeURIComponent(`${iss}${clientId}${deploymentId}${courseId}_${resourceId}_${hash}`);
  // As ltijs: a JSON copy (what is undefined is left out).
  return JSON.parse(
    JSON.stringify({
      iss,
      user,
      userInfo: {
        given_name: payload.given_name,
        family_name: payload.family_name,
        name: payload.name,
        email: payload.email,
      },
      platformInfo: claim('tool_platform'),
      clientId,
      platformId,
      deploymentId,
      platformContext: {
        contextId,
        user,
        context: claim('context'),
        resource: claim('resource_link'),
        messageType: claim('message_type'),
        version: claim('version'),
        deepLinkingSettings: payload['https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings'],
        lis: claim('lis'),
        ...additional,
      },
    }),
  ) as LtiIdToken;
}
