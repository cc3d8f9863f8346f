import { escapeHtml } from '@modkit/api';
import type { LtiMessageId } from '@modkit/sdk/i18n';
import type { Response } from 'express';
import { htmlLanguage, pageTranslator } from '../page-language';
import { sendPage } from '../page-policy';

/** A platform that registered itself and is not approved yet (see `platform-approval.ts`). */
export const AWAITING_APPROVAL =
  'This LMS is waiting for an administrator’s approval. Ask your modkit administrator to approve it, then open the activity again.';

/** ltijs's error codes as people read them. */
const LTIJS_REASONS: Record<string, string> = {
  UNREGISTERED_PLATFORM: 'This platform is not registered with modkit.',
  PLATFORM_NOT_ACTIVATED: AWAITING_APPROVAL,
  KEY_NOT_FOUND: 'The platform has no key with the id_token’s key id.',
  KID_NOT_FOUND: 'The id_token names no signing key (kid).',
  'invalid signature': 'The id_token signature is invalid.',
  'jwt expired': 'The id_token has expired.',
  'jwt signature is required': 'The id_token is not signed.',
  'invalid algorithm': 'The id_token must be signed with RS256.',
  ALG_NOT_RS256: 'The id_token must be signed with RS256.',
  TOKEN_TOO_OLD: 'The id_token is too old.',
  NONCE_ALREADY_RECEIVED: 'This launch was already used.',
  AZP_DOES_NOT_MATCH_CLIENTID: 'The authorized party (azp) is not this tool.',
  NO_MESSAGE_TYPE_CLAIM: 'The message type is not one this tool accepts.',
  WRONG_LTI_VERSION_CLAIM: 'Only LTI 1.3.0 launches are accepted.',
  NO_DEPLOYMENT_ID_CLAIM: 'The launch names no deployment.',
  NO_SUB_CLAIM: 'The launch names no user (sub).',
  NO_ROLES_CLAIM: 'The launch carries no roles.',
  MISSING_LOGIN_PARAMETERS: 'The login request lacks iss, login_hint or target_link_uri.',
};

export function readableReason(code: string | undefined): string {
  return (code && LTIJS_REASONS[code]) || 'The launch could not be validated.';
}

/** What a refusal page is about: its title, its heading and what to do next (the `lti` catalogue's ids). */
export interface RefusalKind {
  title: LtiMessageId;
  heading: LtiMessageId;
  hint: LtiMessageId;
}

/** A launch (or a login, a deep link) that modkit refused. */
export const LAUNCH_REFUSED: RefusalKind = {
  title: 'lti.refused.title',
  heading: 'lti.refused.heading',
  hint: 'lti.refused.hint',
};

/** A dynamic registration that failed (GET /lti/register): no activity was opened, none is to open again. */
export const REGISTRATION_REFUSED: RefusalKind = {
  title: 'lti.registration.heading',
  heading: 'lti.registration.heading',
  hint: 'lti.registration.hint',
};

/**
 * A clear 4xx page: what is wrong, never a stack trace and never a widget (no script at all). In the
 * launch's language (its posted `launch_presentation.locale`), else the browser's: the reason in that
 * language when the catalogue has it (`wire`), else as given.
 */
export async function sendRefusal(
  res: Response,
  status: number,
  reason: string,
  kind = LAUNCH_REFUSED,
): Promise<void> {
  const i18n = await pageTranslator(res.req);
  sendPage(
    res,
    status,
    {},
    (
      nonce,
    ) => `<!doctype html><html ${htmlLanguage(i18n)}><head><meta charset="utf-8"><title>${escapeHtml(i18n.t(kind.title))}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a202c}
h1{font-size:1.3rem}.hint{color:#4a5568}</style></head>
<body><main>
<h1>${escapeHtml(i18n.t(kind.heading))}</h1>
<p id="reason">${escapeHtml(i18n.wire(reason))}</p>
<p class="hint">${escapeHtml(i18n.t(kind.hint))}</p>
</main></body></html>`,
  );
}
