import type { NextFunction, Request, Response } from 'express';
import { escapeHtml } from '../html';
import { sendRefusal } from '../launch/refusal-page';
import type { ToolDeps } from '../tool-deps';
import { RegistrationError, registerDynamically } from './dynamic-registration';

/** GET /lti/register: LTI Dynamic Registration, then the page that asks the platform to close it. */
export function registerRoute(deps: ToolDeps, requireApproval: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = req.query.registration_token;
      const result = await registerDynamically(deps.provider, deps.db, {
        configurationUrl: String(req.query.openid_configuration ?? ''),
        ...(typeof token === 'string' ? { registrationToken: token } : {}),
        toolUrl: deps.publicUrl,
        requireApproval,
        nowMs: deps.now(),
      });
      res
        .type('html')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>modkit registered</title></head>
<body style="font-family:system-ui,sans-serif"><p id="done">modkit is registered with ${escapeHtml(result.issuer)}.</p>
<script>(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');</script></body></html>`);
    } catch (error) {
      if (error instanceof RegistrationError) return sendRefusal(res, 400, error.message);
      next(error);
    }
  };
}
