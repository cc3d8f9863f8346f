/**
 * The JSON configuration a Canvas administrator pastes into a developer key (LTI 1.3), also a readable
 * summary of the URLs for other LMSs.
 */
export function toolConfiguration(publicUrl: string) {
  const lti = `${publicUrl}/lti`;
  return {
    title: 'modkit',
    description: 'Short learning modules, projects and mentoring, inside your course.',
    oidc_initiation_url: `${lti}/login`,
    target_link_uri: `${lti}/launch`,
    public_jwk_url: `${lti}/keys`,
    scopes: [
      'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
      'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    ],
    extensions: [
      {
        platform: 'canvas.instructure.com',
        privacy_level: 'public',
        settings: {
          placements: [
            {
              placement: 'link_selection',
              message_type: 'LtiDeepLinkingRequest',
              target_link_uri: `${lti}/launch`,
            },
            {
              placement: 'assignment_selection',
              message_type: 'LtiDeepLinkingRequest',
              target_link_uri: `${lti}/launch`,
            },
            {
              placement: 'course_navigation',
              message_type: 'LtiResourceLinkRequest',
              target_link_uri: `${lti}/launch`,
            },
          ],
        },
      },
    ],
    custom_fields: {},
  };
}
