import { canAccessProjects, GATE_MESSAGES, MAX_PROJECT_FILES, MODULE_FORM_MESSAGES } from '@modkit/sdk/rules';
import type { RequestHandler, Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth, requireRole } from '../http/authenticate';
import { badRequest, notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, queryString } from '../http/params';
import { incomingDirFor, multipart } from '../http/uploads';
import { editorItems } from '../serializers/module-card';
import { loadUserProjects } from '../serializers/user-project';
import { findActivePackage } from '../services/active-package';
import { fileLinksFor } from '../services/file-links';
import { assertLearnerGate } from '../services/package-gates';
import { awardPoints } from '../services/points';
import { DOCUMENT_EXTENSIONS, detectAllowedType, displayFileName } from '../services/upload-types';
import { NOT_ASSIGNED } from './modules-actions';

export const SUBMIT_LOCKED = GATE_MESSAGES.submitLocked;
export const DOCUMENT_TYPE_MESSAGE =
  'Files must be PDF, PNG, JPEG, GIF or WebP images, Office or OpenDocument files, or plain text.';
const PROJECT_TYPES = new Set(['MINI_PROJECT', 'SKILL_BUILDING_PROJECT']);

/** A module's projects (with the learner's records), submission with files, and the learner's project list. */
export function registerProjectRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  const upload = multipart(incomingDirFor(ctx.config.dataDir), {
    field: 'documents',
    maxFiles: MAX_PROJECT_FILES,
    maxFileBytes: ctx.config.maxUploadBytes,
    fields: 10,
    fieldSize: 64 * 1024,
  });

  router.get('/modules/:id/projects', auth, async (req, res) => {
    const user = currentUser(res);
    await assertLearnerGate(ctx, user, canAccessProjects, GATE_MESSAGES.projectsLocked);
    const moduleId = idParam(req.params.id);
    const module = await ctx.db
      .selectFrom('modules')
      .select('id')
      .where('id', '=', moduleId)
      .where('status', '=', 'PUBLISH')
      .executeTakeFirst();
    if (!module) throw notFound();
    const [projects, mine] = await Promise.all([
      ctx.db.selectFrom('projects').selectAll().where('module_id', '=', moduleId).orderBy('id').execute(),
      ctx.db
        .selectFrom('user_projects')
        .select('id')
        .where('user_id', '=', user.id)
        .where('module_id', '=', moduleId)
        .execute(),
    ]);
    const records = await loadUserProjects(
      ctx.db,
      mine.map((m) => m.id),
      fileLinksFor(ctx, currentUser(res)),
    );
    const results = projects.map((p) => ({
      id: p.id,
      module_id: p.module_id,
      name: p.name,
      type: p.type,
      content: editorItems(p.content),
      usersprojects: records.filter((r) => r.project_id === p.id),
    }));
    res.json(paged(results, results.length, 1, results.length || 1));
  });

  const projectFields = (body: Record<string, unknown>, partial: boolean) => {
    const out: { name?: string; type?: string; content?: string } = {};
    const errors: Record<string, string> = {};
    if (body.name !== undefined || !partial) {
      if (typeof body.name !== 'string' || !body.name.trim()) errors.name = 'Name is Required';
      else out.name = body.name.trim().slice(0, 200);
    }
    if (body.type !== undefined || !partial) {
      if (typeof body.type !== 'string' || !PROJECT_TYPES.has(body.type))
        errors.type = 'Type must be MINI_PROJECT or SKILL_BUILDING_PROJECT.';
      else out.type = body.type;
    }
    if (body.content !== undefined)
      out.content = JSON.stringify(Array.isArray(body.content) ? body.content : [body.content]);
    if (Object.keys(errors).length) throw validationError(errors);
    return out;
  };

  router.post('/modules/:id/projects', auth, requireRole('ADMIN', 'SUPER_ADMIN'), async (req, res) => {
    const moduleId = idParam(req.params.id);
    const fields = projectFields(req.body ?? {}, false);
    const module = await ctx.db
      .selectFrom('modules')
      .select('id')
      .where('id', '=', moduleId)
      .executeTakeFirst();
    if (!module) throw notFound();
    const row = await ctx.db
      .insertInto('projects')
      .values({
        key: `project-${moduleId}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        module_id: moduleId,
        name: fields.name!,
        type: fields.type!,
        content: fields.content ?? '[]',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    res.status(201).json({ data: { ...row, content: editorItems(row.content) } });
  });

  router.patch(
    '/modules/:moduleId/projects/:id',
    auth,
    requireRole('ADMIN', 'SUPER_ADMIN'),
    async (req, res) => {
      const moduleId = idParam(req.params.moduleId);
      const id = idParam(req.params.id);
      const fields = projectFields(req.body ?? {}, true);
      const found = await ctx.db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', id)
        .where('module_id', '=', moduleId)
        .executeTakeFirst();
      if (!found) throw notFound();
      if (Object.keys(fields).length)
        await ctx.db.updateTable('projects').set(fields).where('id', '=', id).execute();
      const row = await ctx.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      res.json({ data: { ...row, content: editorItems(row.content) } });
    },
  );

  router.delete(
    '/modules/:moduleId/projects/:id',
    auth,
    requireRole('ADMIN', 'SUPER_ADMIN'),
    async (req, res) => {
      const moduleId = idParam(req.params.moduleId);
      const id = idParam(req.params.id);
      const result = await ctx.db
        .deleteFrom('projects')
        .where('id', '=', id)
        .where('module_id', '=', moduleId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      res.json({ data: { id } });
    },
  );

  // Ownership, assignment and package are checked before a byte of the files is read.
  const submittable: RequestHandler = async (req, res, next) => {
    const user = currentUser(res);
    const record = await ctx.db
      .selectFrom('user_projects')
      .selectAll()
      .where('id', '=', idParam(req.params.id))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!record) throw notFound();
    const assigned = await ctx.db
      .selectFrom('user_modules')
      .select('id')
      .where('user_id', '=', user.id)
      .where('module_id', '=', record.module_id)
      .executeTakeFirst();
    if (!assigned) throw badRequest(NOT_ASSIGNED);
    const active = await findActivePackage(ctx.db, user.id, isoNow(ctx.now));
    if (active?.package.can_submit_project !== 1) throw badRequest(SUBMIT_LOCKED);
    res.locals.userProject = record;
    next();
  };

  /** Checks each streamed file's content and moves it into storage; the display name stays as sent. */
  const storeDocuments = async (files: Express.Multer.File[]) => {
    const types = await Promise.all(
      files.map((f) => detectAllowedType(f.path, DOCUMENT_EXTENSIONS, f.originalname)),
    );
    if (types.some((t) => !t)) throw validationError({ documents: DOCUMENT_TYPE_MESSAGE });
    const stored: Array<{ file_name: string; path: string }> = [];
    for (const [i, file] of files.entries()) {
      const path = await ctx.storage.putFile('projects', `document.${types[i]!.ext}`, file.path);
      stored.push({ file_name: displayFileName(file.originalname), path });
    }
    return stored;
  };

  router.post('/projects/:id/submit', auth, requireRole('STUDENT'), submittable, upload, async (req, res) => {
    const user = currentUser(res);
    const record = res.locals.userProject as { id: number; project_id: number };
    const id = record.id;
    const description = typeof req.body?.description === 'string' ? req.body.description.trim() : '';
    const link = typeof req.body?.link === 'string' ? req.body.link.trim() : '';
    const errors: Record<string, string> = {};
    if (!description) errors.description = MODULE_FORM_MESSAGES.summaryModal;
    else if (description.length > 10_000) errors.description = 'Summary must be at most 10000 characters.';
    if (link && !/^https?:\/\/[^\s]+$/i.test(link))
      errors.link = 'Enter a link starting with http:// or https://.';
    if (Object.keys(errors).length) throw validationError(errors);

    // Files are moved in first; the database change is one transaction, so a failure leaves no half submission.
    const stored = await storeDocuments((req.files as Express.Multer.File[] | undefined) ?? []);
    const now = isoNow(ctx.now);
    const project = await ctx.db
      .selectFrom('projects')
      .select(['id', 'type'])
      .where('id', '=', record.project_id)
      .executeTakeFirstOrThrow();
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user_projects')
        .set({ status: 'SUBMITTED', description, link: link || null, submitted_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
      if (stored.length) {
        await trx
          .insertInto('user_project_documents')
          .values(stored.map((d) => ({ user_project_id: id, ...d })))
          .execute();
      }
      await awardPoints(
        trx,
        user.id,
        project.type === 'SKILL_BUILDING_PROJECT' ? 'SKILL_BUILDING_PROJECT' : 'MINI_PROJECT',
        project.id,
        now,
      );
    });
    const [result] = await loadUserProjects(ctx.db, [id], fileLinksFor(ctx, currentUser(res)));
    res.json({ data: result, message: MODULE_FORM_MESSAGES.projectSubmitted });
  });

  router.get('/projects/my-projects', auth, async (req, res) => {
    const user = currentUser(res);
    await assertLearnerGate(ctx, user, canAccessProjects, GATE_MESSAGES.projectsLocked);
    const { page, limit, offset } = pageParams(req.query, 10);
    const status = queryString(req.query.status)?.toUpperCase() ?? 'SUBMITTED';
    const keyword = queryString(req.query.keyword)
      ?.toLowerCase()
      .replace(/[%_\\]/g, '');
    const month = queryString(req.query.date)?.match(/^(\d{4})-(\d{2})/);
    const direction = queryString(req.query.order_by)?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
    let query = ctx.db
      .selectFrom('user_projects as up')
      .innerJoin('projects as p', 'p.id', 'up.project_id')
      .innerJoin('modules as m', 'm.id', 'up.module_id')
      .where('up.user_id', '=', user.id)
      .where('up.status', '=', status);
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['p.name']), 'like', `%${keyword}%`),
          eb(eb.fn('lower', ['m.name']), 'like', `%${keyword}%`),
        ]),
      );
    }
    if (month) query = query.where('up.updated_at', 'like', `${month[1]}-${month[2]}%`);
    const [rows, count] = await Promise.all([
      query
        .select('up.id')
        .orderBy('up.updated_at', direction)
        .orderBy('up.id', direction)
        .limit(limit)
        .offset(offset)
        .execute(),
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

  router.get('/projects/my-projects/:id', auth, async (req, res) => {
    const user = currentUser(res);
    await assertLearnerGate(ctx, user, canAccessProjects, GATE_MESSAGES.projectsLocked);
    const id = idParam(req.params.id);
    const [project] = await loadUserProjects(ctx.db, [id], fileLinksFor(ctx, currentUser(res)));
    if (!project || project.user_id !== user.id) throw notFound();
    res.json({ data: project });
  });
}
