import type { Request, Response } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { idParam, optionalId } from '../http/input/params';
import { actingMentorId, assertLearnerOf } from './mentor-access';

/** Whose learners a My Learners request reads (`?mentorId=` lets a super mentor read a mentee's). */

/** The mentor whose learners the request reads. */
export function actingMentorOf(ctx: ApiContext, req: Request, res: Response): Promise<number> {
  return actingMentorId(ctx, currentUser(res), optionalId(req.query.mentorId));
}

/** The learner of `/users/learners/:id`, once known to be the acting mentor's (else 404). */
export async function mentorsLearner(ctx: ApiContext, req: Request, res: Response) {
  const mentorId = await actingMentorOf(ctx, req, res);
  const learnerId = idParam(req.params.id);
  await assertLearnerOf(ctx, mentorId, learnerId);
  return { mentorId, learnerId };
}
