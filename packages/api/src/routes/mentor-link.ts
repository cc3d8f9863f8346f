import { AssignMentorBody } from '@modkit/sdk/contract';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth, requireRole } from '../http/authenticate';
import { badRequest, notFound, validationError } from '../http/http-error';
import { optionalId } from '../http/params';
import { parseWith } from '../http/validate';
import { MENTOR_CARD_COLUMNS, toInvitationCard } from '../serializers/mentor-card';
import { invitationOf } from '../services/invitation-link';
import { mentorOfInvitation } from '../services/invitations';
import { mailTemplates } from '../services/mail-templates';

export const ASSIGN_MENTOR_FAILED = FAILURE_MESSAGES.mentorAssignFailed;
export const UPGRADE_SENT = SUCCESS_MESSAGES.upgradeSent;

/** The mentor's invitation, the invitation modal's details, joining a mentor by invitation, upgrade requests. */
export function registerMentorLinkRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  // The invitation modal: only an invitation value opens it (a bare mentor id is a 404), and the card
  // never carries the mentor's e-mail.
  router.get('/users/mentor-details/:value', auth, async (req, res) => {
    const id = await mentorOfInvitation(ctx.signingKey, req.params.value, ctx.now());
    if (!id) throw notFound();
    const mentor = await ctx.db
      .selectFrom('users')
      .leftJoin('organizations', 'organizations.id', 'users.organization_id')
      .select([...MENTOR_CARD_COLUMNS, 'users.max_invites'])
      .where('users.id', '=', id)
      .where('users.role', 'in', ['MENTOR', 'SUPER_MENTOR'])
      .where('users.status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!mentor) throw notFound();
    res.json({ data: { ...toInvitationCard(mentor), meta: { max_invites: mentor.max_invites } } });
  });

  // The mentor's invitation value and link (Invite New Learners: the link to copy).
  router.get('/users/invitation', auth, requireRole('MENTOR', 'SUPER_MENTOR'), async (_req, res) => {
    res.json({ data: await invitationOf(ctx, currentUser(res).id) });
  });

  // A learner accepts an invitation link: joins the mentor while the mentor has invites left.
  router.post('/users/assign-mentor', auth, requireRole('STUDENT'), async (req, res) => {
    const user = currentUser(res);
    const mentors: unknown[] = Array.isArray(req.body?.mentors) ? req.body.mentors : [];
    const mentorId = optionalId(mentors[0]);
    if (!mentorId || mentors.length !== 1) throw validationError({ mentors: 'Choose one mentor.' });
    // Joining needs the mentor's invitation: a valid, unexpired value signed for this very mentor.
    if ((await mentorOfInvitation(ctx.signingKey, req.body?.invitation, ctx.now())) !== mentorId)
      throw badRequest(ASSIGN_MENTOR_FAILED);
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
      ...mailTemplates.upgradeRequest(ctx.config.publicUrl, { name, email, role }, message),
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
