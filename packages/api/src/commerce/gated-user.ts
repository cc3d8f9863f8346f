import type { PackageGates } from '@modkit/sdk/rules';
import type { Response } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser, type UserRow } from '../http/guards/authenticate';
import { assertLearnerGate } from './package-gates';

/**
 * The signed-in user, once a part their package gates is open to them (learners only: others pass);
 * a closed gate answers 403 with `message`.
 */
export async function gatedUser(
  ctx: ApiContext,
  res: Response,
  opens: (p: PackageGates | null | undefined) => boolean,
  message: string,
): Promise<UserRow> {
  const user = currentUser(res);
  await assertLearnerGate(ctx, user, opens, message);
  return user;
}
