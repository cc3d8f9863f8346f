import type { PackageGates } from '@modkit/sdk/rules';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';
import { forbidden } from '../http/http-error';
import { findActivePackage } from './active-package';

/**
 * Holds a package gate on the server: a learner whose current package fails `opens` is answered 403 with
 * the gate's text. Mentors, super mentors and administrators have no package and pass.
 */
export async function assertLearnerGate(
  ctx: ApiContext,
  user: UserRow,
  opens: (p: PackageGates | null | undefined) => boolean,
  message: string,
): Promise<void> {
  if (user.role !== 'STUDENT') return;
  const active = await findActivePackage(ctx.db, user.id, isoNow(ctx.now));
  if (!opens(active?.package)) throw forbidden(message);
}
