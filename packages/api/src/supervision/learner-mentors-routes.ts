/**
 * My Mentors (part 1 §2.25): the signed-in learner's mentors (`mentor_learners`), in the shape of the
 * mentor details (photo, name, profile link, e-mail, organisation), oldest link first.
 */
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { paged, pageParams } from '../http/paging';
import { MENTOR_CARD_COLUMNS, toMentorCard } from './mentor-card';

export const myMentors =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 100);
    const mine = ctx.db
      .selectFrom('mentor_learners as ml')
      .innerJoin('users', 'users.id', 'ml.mentor_id')
      .where('ml.learner_id', '=', user.id)
      .where('users.role', 'in', ['MENTOR', 'SUPER_MENTOR'])
      .where('users.status', '=', 'ACTIVE');
    const [rows, count] = await Promise.all([
      mine
        .leftJoin('organizations', 'organizations.id', 'users.organization_id')
        .select([...MENTOR_CARD_COLUMNS])
        .orderBy('ml.created_at')
        .orderBy('users.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows.map(toMentorCard), Number(count.n), page, limit));
  };
