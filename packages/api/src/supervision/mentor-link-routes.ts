/** The mentor's invitation, the invitation modal's details, joining a mentor by invitation, upgrade requests. */
import { AssignMentorBody } from '@modkit/sdk/contract';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { badRequest, notFound, validationError } from '../http/http-error';
import { optionalId } from '../http/input/params';
import { parseWith } from '../http/input/validate';
import { invitationOf } from './invitation-link';
import { mentorOfInvitation } from './invitations';
import { MENTOR_CARD_COLUMNS, toInvitationCard } from './mentor-card';
import { joinMentor } from './mentor-join';
import { requestUpgrade } from './upgrade-requests';

const ASSIGN_MENTOR_FAILED = FAILURE_MESSAGES.mentorAssignFailed;
const UPGRADE_SENT = SUCCESS_MESSAGES.upgradeSent;

// The invitation modal: only an invitation value opens it (a bare mentor id is a 404), and the card
// never carries the mentor's e-mail.
export const invitationMentor =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
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
  };

// The mentor's invitation value and link (Invite New Learners: the link to copy).
export const showInvitation =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    res.json({ data: await invitationOf(ctx, currentUser(res).id) });
  };

// A learner accepts an invitation link: joins the mentor while the mentor has invites left.
export const assignMentor =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
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
    await joinMentor(ctx, user, mentorId, ASSIGN_MENTOR_FAILED);
    res.json({ data: { mentor_id: mentorId }, message: SUCCESS_MESSAGES.mentorAssigned });
  };

function messageOf(value: unknown, fallback: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > 2000) throw validationError({ message: 'The message must be at most 2000 characters.' });
  return text || fallback;
}

/** A request for more access; `fallback` is the message when none is written. */
export const upgradeRequest =
  (ctx: ApiContext, fallback: string): RequestHandler =>
  async (req, res) => {
    await requestUpgrade(ctx, currentUser(res), messageOf(req.body?.message, fallback));
    res.json({ data: null, message: UPGRADE_SENT });
  };
