import { type Api, authenticateToken } from '@modkit/api';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { LoginKey } from './login/login-state';
import type { LtiProvider } from './ltijs';
import type { LtiTables } from './store/schema';

/** What the tool's handlers share: the api, its database (with the tool's tables), ltijs, the public URL, the clock. */
export interface ToolDeps {
  api: Api;
  db: Kysely<LtiTables>;
  provider: LtiProvider;
  publicUrl: string;
  now: () => number;
  /** Signs and checks the login states (login-state.ts). */
  loginKey: LoginKey;
}

/** The api user of a request's bearer token, or null. */
export async function bearerUser(deps: ToolDeps, req: Request) {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? authenticateToken(deps.api.ctx, header.slice(7)) : null;
}

/** An error in the api's shape: `{ message, error: { field: [messages] } }`. */
export function sendApiError(
  res: Response,
  status: number,
  message: string,
  error: Record<string, string[]> = {},
) {
  res.status(status).json({ message, error });
}
