import type { Request, RequestHandler, Response } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { idParam, optionalId } from '../http/input/params';
import { assertMayReadInsights, careerRecommendation, interestCloud } from './learner-insights';

/** A learner's insights, for themselves or their mentor (wired in the route table, `routes/index.ts`). */

/** The learner of `/users/:id/...`, once the caller may read their insights. */
async function insightTarget(ctx: ApiContext, req: Request, res: Response): Promise<number> {
  const learnerId = idParam(req.params.id);
  await assertMayReadInsights(ctx, currentUser(res), learnerId, optionalId(req.query.mentorId));
  return learnerId;
}

// What a learner viewed, as a weighted cloud of their modules' tags.
export const interestCloudHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await interestCloud(ctx, await insightTarget(ctx, req, res)) });
  };

// Careers linked to the modules the learner viewed most.
export const careerRecommendationHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await careerRecommendation(ctx, await insightTarget(ctx, req, res)) });
  };
