import { escapeHtml } from '@modkit/api';
import type { NextFunction, Request, Response } from 'express';
import { REGISTRATION_REFUSED, sendRefusal } from '../launch/refusal-page';
import { sendPage } from '../page-policy';
import type { ToolDeps } from '../tool-deps';
import { RegistrationError, registerDynamically } from './dynamic-registration';
import type { RegistrationPolicy } from './registration-policy';

/**
 * GET /lti/register: LTI Dynamic Registration, then the page that asks the platform to close it. Any
 * failure is a 400 page (never the upstream status, never a 500 for what the platform answered).
 */
export function registerRoute(deps: ToolDeps, policy: RegistrationPolicy) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = req.query.registration_token;
      const configuration = req.query.openid_configuration;
      const result = await registerDynamically(deps.provider, deps.db, {
        configurationUrl: typeof configuration === 'string' ? configuration : '',
        ...(typeof token === 'string' ? { registrationToken: token } : {}),
        toolUrl: deps.publicUrl,
        requireApproval: policy.requireApproval,
        fetchPolicy: policy.fetch,
        nowMs: deps.now(),
      });
      const approval = result.pending
        ? ' An administrator of modkit must approve it before its courses can open modkit.'
        : '';
      // Its script only posts a message to the platform's window: nothing fetched, no form.
      const page = (nonce: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>modkit registered</title><style nonce="${nonce}">body{font-family:system-ui,sans-serif}</style></head>
<body><p id="done">modkit is registered with ${escapeHtml(result.issuer)}.${approval}</p>
<script nonce="${nonce}">(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');</script></body></html>`;
      sendPage(res, 200, { scripts: true }, page);
    } catch (error) {
      if (error instanceof RegistrationError)
        return sendRefusal(res, 400, error.message, REGISTRATION_REFUSED);
      next(error);
    }
  };
}
