import {
  FAILURE_MESSAGES,
  formatPhone,
  SUCCESS_MESSAGES,
  splitPhone,
  validateInvite,
} from '@modkit/sdk/rules';
import type { Request, Response, Router } from 'express';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth, requireRole } from '../http/authenticate';
import { badRequest, forbidden, notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId, queryString } from '../http/params';
import { toPerson } from '../serializers/person';
import { loadUserProjects } from '../serializers/user-project';
import { fileLinksFor } from '../services/file-links';
import { invitationOf } from '../services/invitation-link';
import { mailTemplates } from '../services/mail-templates';
import { actingMentorId, assertLearnerOf } from '../services/mentor-access';
import { e164Of, smsSenderFor } from '../services/sms';
import { smsTemplates } from '../services/sms-templates';

export const NO_INVITES = FAILURE_MESSAGES.noInvites;

/** My Learners of part 2: list, details, modules, projects, remove, invite, insights. */
export function registerMentorLearnerRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  const mentors = requireRole('MENTOR', 'SUPER_MENTOR');
  const sms = smsSenderFor(ctx.config);

  router.get('/users/learners', auth, mentors, async (req, res) => {
    const mentorId = await actingMentorId(ctx, currentUser(res), optionalId(req.query.mentorId));
    const { page, limit, offset } = pageParams(req.query, 10);
    const keyword = queryString(req.query.keyword)
      ?.toLowerCase()
      .replace(/[%_\\]/g, '');
    let query = ctx.db
      .selectFrom('mentor_learners')
      .innerJoin('users', 'users.id', 'mentor_learners.learner_id')
      .where('mentor_learners.mentor_id', '=', mentorId);
    if (keyword) {
      query = query.where(
        sql<string>`lower(users.first_name || ' ' || users.last_name)`,
        'like',
        `%${keyword}%`,
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll('users')
        .orderBy('users.first_name')
        .orderBy('users.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = isoNow(ctx.now);
    res.json(
      paged(await Promise.all(rows.map((u) => toPerson(ctx.db, u, now))), Number(count.n), page, limit),
    );
  });

  const learnerFor = async (req: Request, callerRes: Response) => {
    const mentorId = await actingMentorId(ctx, currentUser(callerRes), optionalId(req.query.mentorId));
    const learnerId = idParam(req.params.id);
    await assertLearnerOf(ctx, mentorId, learnerId);
    return { mentorId, learnerId };
  };

  router.get('/users/learners/:id', auth, mentors, async (req, res) => {
    const { learnerId } = await learnerFor(req, res);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learnerId)
      .executeTakeFirstOrThrow();
    res.json({ data: await toPerson(ctx.db, user, isoNow(ctx.now)) });
  });

  const moduleRows = (learnerId: number) =>
    ctx.db
      .selectFrom('user_modules as um')
      .innerJoin('modules as m', 'm.id', 'um.module_id')
      .leftJoin('users as a', 'a.id', 'um.assigned_by')
      .where('um.user_id', '=', learnerId);
  const shapeModule = (r: {
    id: number;
    module_id: number;
    name: string;
    reflection_question: string | null;
    media_path: string | null;
    reflection_question_answer: string | null;
    last_viewed_at: string | null;
    created_at: string;
    status: string;
    first_name: string | null;
    last_name: string | null;
  }) => ({
    id: r.id,
    module: {
      id: r.module_id,
      name: r.name,
      reflection_question: r.reflection_question,
      media: r.media_path ? { path: r.media_path } : null,
    },
    reflection_question_answer: r.reflection_question_answer,
    lastViewd: r.last_viewed_at,
    created_at: r.created_at,
    assignedby: r.first_name ? { full_name: `${r.first_name} ${r.last_name ?? ''}`.trim() } : null,
    status: r.status,
  });
  const moduleColumns = [
    'um.id',
    'um.module_id',
    'm.name',
    'm.reflection_question',
    'm.media_path',
    'um.reflection_question_answer',
    'um.last_viewed_at',
    'um.created_at',
    'um.status',
    'a.first_name',
    'a.last_name',
  ] as const;

  router.get('/users/learners/:id/modules', auth, mentors, async (req, res) => {
    const { learnerId } = await learnerFor(req, res);
    const { page, limit, offset } = pageParams(req.query, 5);
    const status = queryString(req.query.status)?.toUpperCase();
    let query = moduleRows(learnerId);
    if (status === 'ASSIGNED' || status === 'VIEWED') query = query.where('um.status', '=', status);
    const [rows, count] = await Promise.all([
      query.select(moduleColumns).orderBy('um.updated_at', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows.map(shapeModule), Number(count.n), page, limit));
  });

  router.get('/users/learners/:id/modules/:moduleId', auth, mentors, async (req, res) => {
    const { learnerId } = await learnerFor(req, res);
    const moduleId = idParam(req.params.moduleId);
    const row = await moduleRows(learnerId)
      .select(moduleColumns)
      .where('um.module_id', '=', moduleId)
      .executeTakeFirst();
    if (!row) throw notFound();
    const projects = await ctx.db
      .selectFrom('user_projects')
      .select('id')
      .where('user_id', '=', learnerId)
      .where('module_id', '=', moduleId)
      .execute();
    res.json({
      data: {
        ...shapeModule(row),
        usersprojects: await loadUserProjects(
          ctx.db,
          projects.map((p) => p.id),
          fileLinksFor(ctx, currentUser(res)),
        ),
      },
    });
  });

  router.get('/users/learners/:id/projects', auth, mentors, async (req, res) => {
    const { learnerId } = await learnerFor(req, res);
    const { page, limit, offset } = pageParams(req.query, 5);
    const keyword = queryString(req.query.keyword)
      ?.toLowerCase()
      .replace(/[%_\\]/g, '');
    const direction = queryString(req.query.order_by)?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
    let query = ctx.db
      .selectFrom('user_projects as up')
      .innerJoin('projects as p', 'p.id', 'up.project_id')
      .where('up.user_id', '=', learnerId)
      .where('up.status', '=', 'SUBMITTED');
    if (keyword) query = query.where((eb) => eb(eb.fn('lower', ['p.name']), 'like', `%${keyword}%`));
    const [rows, count] = await Promise.all([
      query.select('up.id').orderBy('up.submitted_at', direction).limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(
      paged(
        await loadUserProjects(
          ctx.db,
          rows.map((r) => r.id),
          fileLinksFor(ctx, currentUser(res)),
        ),
        Number(count.n),
        page,
        limit,
      ),
    );
  });

  router.get('/users/user-projects/:id', auth, async (req, res) => {
    const caller = currentUser(res);
    const [project] = await loadUserProjects(ctx.db, [idParam(req.params.id)], fileLinksFor(ctx, caller));
    if (!project) throw notFound();
    if (project.user_id !== caller.id) {
      // Someone else's record answers 404 like a missing one, so ids are not confirmed (never 403).
      const mentorId = await actingMentorId(ctx, caller, optionalId(req.query.mentorId)).catch(() => {
        throw notFound();
      });
      await assertLearnerOf(ctx, mentorId, project.user_id);
    }
    res.json({ data: project });
  });

  router.delete('/users/learners/:id', auth, mentors, async (req, res) => {
    const mentor = currentUser(res);
    const learnerId = idParam(req.params.id);
    await assertLearnerOf(ctx, mentor.id, learnerId);
    await ctx.db
      .deleteFrom('mentor_learners')
      .where('mentor_id', '=', mentor.id)
      .where('learner_id', '=', learnerId)
      .execute();
    res.json({ data: { id: learnerId }, message: SUCCESS_MESSAGES.learnerRemoved });
  });

  router.patch('/users/learners/bulk-remove', auth, mentors, async (req, res) => {
    const mentor = currentUser(res);
    const raw: unknown[] = Array.isArray(req.body?.ids) ? req.body.ids : [];
    const ids = raw.map(optionalId);
    if (ids.length === 0 || ids.length > 100 || ids.some((id) => id === undefined))
      throw validationError({ ids: 'Select the learners to remove.' });
    await ctx.db.transaction().execute(async (trx) => {
      const linked = await trx
        .selectFrom('mentor_learners')
        .select('learner_id')
        .where('mentor_id', '=', mentor.id)
        .where('learner_id', 'in', ids as number[])
        .execute();
      if (linked.length !== new Set(ids).size) throw notFound();
      await trx
        .deleteFrom('mentor_learners')
        .where('mentor_id', '=', mentor.id)
        .where('learner_id', 'in', ids as number[])
        .execute();
    });
    res.json({ data: { ids }, message: SUCCESS_MESSAGES.learnersRemoved });
  });

  router.post('/users/invite', auth, mentors, async (req, res) => {
    const mentor = currentUser(res);
    const sent = (req.body ?? {}) as Record<string, unknown>;
    // The SDK sends the phone as code-number (part 2 §5): validate its number against its code.
    const parts = typeof sent.phone === 'string' ? splitPhone(sent.phone.trim()) : null;
    const body = parts?.code
      ? { ...sent, phone: parts.number, country_code: sent.country_code || parts.code }
      : sent;
    const errors = validateInvite(body);
    if (Object.keys(errors).length) throw validationError(errors);
    const phone =
      typeof body.phone === 'string' && body.phone.trim()
        ? formatPhone(String(body.country_code), body.phone)
        : null;
    if (mentor.max_invites <= 0) throw badRequest(NO_INVITES);
    const { link } = await invitationOf(ctx, mentor.id);
    const spent = await ctx.db
      .updateTable('users')
      .set((eb) => ({ max_invites: eb('max_invites', '-', 1) }))
      .where('id', '=', mentor.id)
      .where('max_invites', '>', 0)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw badRequest(NO_INVITES);
    const mentorName = `${mentor.first_name} ${mentor.last_name}`;
    if (typeof body.email === 'string' && body.email.trim()) {
      await ctx.mail.send({
        to: body.email.trim().toLowerCase(),
        ...mailTemplates.invitation(ctx.config.publicUrl, mentorName, link),
      });
    }
    // A phone is texted when SMS_URL names an SMS API; without one (or when it fails) `text_sent` is false
    // and the mentor shares the link, which the answer always carries.
    const to = phone ? e164Of(phone) : null;
    let textSent = false;
    if (sms && to) {
      const outcome = await sms.send(to, smsTemplates.invitation(mentorName, link));
      textSent = outcome.sent;
      if (!outcome.sent) req.log.warn({ reason: outcome.reason }, 'invitation text not sent');
    }
    res.json({
      data: { link, email: body.email ?? null, phone, text_sent: textSent },
      message: SUCCESS_MESSAGES.inviteSent,
    });
  });

  // What a learner viewed, as a weighted cloud of their modules' tags.
  router.get('/users/:id/interest-cloud', auth, async (req, res) => {
    const learnerId = await insightTarget(req.params.id, res, req.query.mentorId);
    const rows = await ctx.db
      .selectFrom('module_views')
      .innerJoin('module_tags', 'module_tags.module_id', 'module_views.module_id')
      .innerJoin('tags', 'tags.id', 'module_tags.tag_id')
      .select(['tags.name', (eb) => eb.fn.countAll<number>().as('score')])
      .where('module_views.user_id', '=', learnerId)
      .groupBy('tags.name')
      .orderBy('score', 'desc')
      .orderBy('tags.name')
      .limit(30)
      .execute();
    res.json({ data: rows.map((r) => ({ name: r.name, score: Number(r.score) })) });
  });

  // Careers linked to the modules the learner viewed most.
  router.get('/users/:id/career-recommendation', auth, async (req, res) => {
    const learnerId = await insightTarget(req.params.id, res, req.query.mentorId);
    const rows = await ctx.db
      .selectFrom('module_views')
      .innerJoin('module_careers', 'module_careers.module_id', 'module_views.module_id')
      .innerJoin('careers', 'careers.id', 'module_careers.career_id')
      .select(['careers.id', 'careers.name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('module_views.user_id', '=', learnerId)
      .groupBy(['careers.id', 'careers.name'])
      .orderBy('n', 'desc')
      .orderBy('careers.name')
      .limit(8)
      .execute();
    res.json({ data: rows.map((r) => ({ id: r.id, name: r.name })) });
  });

  const insightTarget = async (param: unknown, res: Response, mentorIdQuery: unknown) => {
    const caller = currentUser(res);
    const learnerId = idParam(param);
    if (learnerId === caller.id) return learnerId;
    if (caller.role !== 'MENTOR' && caller.role !== 'SUPER_MENTOR') throw forbidden();
    await assertLearnerOf(ctx, await actingMentorId(ctx, caller, optionalId(mentorIdQuery)), learnerId);
    return learnerId;
  };
}
