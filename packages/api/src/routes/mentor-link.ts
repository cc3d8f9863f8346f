import { AssignMentorBody } from '@modkit/sdk/contract';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth, requireRole } from '../http/authenticate';
import { badRequest, notFound, validationError } from '../http/http-error';
import { idParam, optionalId } from '../http/params';
import { parseWith } from '../http/validate';
import { MENTOR_CARD_COLUMNS, toMentorCard } from '../serializers/mentor-card';

export const ASSIGN_MENTOR_FAILED = FAILURE_MESSAGES.mentorAssignFailed;
export const UPGRADE_SENT = SUCCESS_MESSAGES.upgradeSent;

/** Mentor details for the invitation modal, joining a mentor by invite, and upgrade requests. */
export function registerMentorLinkRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  router.get('/users/mentor-details/:id', auth, async (req, res) => {
    const id = idParam(req.params.id);
    const mentor = await ctx.db
      .selectFrom('users')
      .leftJoin('organizations', 'organizations.id', 'users.organization_id')
      .select([...MENTOR_CARD_COLUMNS, 'users.max_invites'])
      .where('users.id', '=', id)
      .where('users.role', 'in', ['MENTOR', 'SUPER_MENTOR'])
      .where('users.status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!mentor) throw notFound();
    res.json({ data: { ...toMentorCard(mentor), meta: { max_invites: mentor.max_invites } } });
  });

  // A learner accepts an invitation link: joins the mentor while the mentor has invites left.
  router.post('/users/assign-mentor', auth, requireRole('STUDENT'), async (req, res) => {
    const user = currentUser(res);
    const mentors: unknown[] = Array.isArray(req.body?.mentors) ? req.body.mentors : [];
    const mentorId = optionalId(mentors[0]);
    if (!mentorId || mentors.length !== 1) throw validationError({ mentors: 'Choose one mentor.' });
    parseWith(AssignMentorBody, { learners: [user.id], isInvite: true, ...req.body });
    const learners: unknown[] = Array.isArray(req.body?.learners) ? req.body.learners : [user.id];
    if (learners.some((l) => optionalId(l) !== user.id)) throw badRequest(ASSIGN_MENTOR_FAILED);
    const now = isoNow(ctx.now);
    await ctx.db.transaction().execute(async (trx) => {
      const mentor = await trx
        .selectFrom('users')
        .select(['id', 'max_invites', 'organization_id', 'first_name', 'last_name'])
        .where('id', '=', mentorId)
        .where('role', 'in', ['MENTOR', 'SUPER_MENTOR'])
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      if (!mentor) throw badRequest(ASSIGN_MENTOR_FAILED);
      const already = await trx
        .selectFrom('mentor_learners')
        .select('learner_id')
        .where('mentor_id', '=', mentorId)
        .where('learner_id', '=', user.id)
        .executeTakeFirst();
      if (already) return;
      // The decrement only succeeds while invites remain, so two racing joins cannot overdraw it.
      const spent = await trx
        .updateTable('users')
        .set((eb) => ({ max_invites: eb('max_invites', '-', 1) }))
        .where('id', '=', mentorId)
        .where('max_invites', '>', 0)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw badRequest(ASSIGN_MENTOR_FAILED);
      await trx
        .insertInto('mentor_learners')
        .values({ mentor_id: mentorId, learner_id: user.id, created_at: now })
        .execute();
      if (mentor.organization_id && !user.organization_id) {
        await trx
          .updateTable('users')
          .set({ organization_id: mentor.organization_id })
          .where('id', '=', user.id)
          .execute();
      }
      await trx
        .insertInto('notifications')
        .values({
          user_id: mentorId,
          body: `${user.first_name} ${user.last_name} joined your learners.`.trim(),
          is_read: 0,
          created_at: now,
        })
        .execute();
    });
    res.json({ data: { mentor_id: mentorId }, message: SUCCESS_MESSAGES.mentorAssigned });
  });

  const upgradeRequest = async (
    userId: number,
    name: string,
    email: string,
    role: string,
    message: string,
  ) => {
    const now = isoNow(ctx.now);
    await ctx.db
      .insertInto('upgrade_requests')
      .values({ user_id: userId, message, created_at: now })
      .execute();
    await ctx.mail.send({
      to: ctx.config.teamAddress,
      subject: `Upgrade request from ${name}`,
      text: `${name} <${email}> (${role}) asks for more access.\n\n${message}\n`,
    });
  };

  const messageOf = (value: unknown, fallback: string) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text.length > 2000)
      throw validationError({ message: 'The message must be at most 2000 characters.' });
    return text || fallback;
  };

  router.post('/users/mentor-upgrade', auth, requireRole('MENTOR', 'SUPER_MENTOR'), async (req, res) => {
    const user = currentUser(res);
    const name = `${user.first_name} ${user.last_name}`.trim();
    await upgradeRequest(
      user.id,
      name,
      user.email,
      user.role,
      messageOf(req.body?.message, 'Please grant me access to more modules.'),
    );
    res.json({ data: null, message: UPGRADE_SENT });
  });

  router.post('/users/upgrade-request', auth, async (req, res) => {
    const user = currentUser(res);
    const name = `${user.first_name} ${user.last_name}`.trim();
    await upgradeRequest(
      user.id,
      name,
      user.email,
      user.role,
      messageOf(req.body?.message, 'Please grant me unlimited access.'),
    );
    res.json({ data: null, message: UPGRADE_SENT });
  });
}
