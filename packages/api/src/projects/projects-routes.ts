/** A module's projects (with the learner's records), submission with files, and the learner's project list. */
import {
  canAccessProjects,
  GATE_MESSAGES,
  isValid,
  MAX_PROJECT_FILES,
  MODULE_FORM_MESSAGES,
} from '@modkit/sdk/rules';
import type { RequestHandler, Response } from 'express';
import { publishedModule } from '../catalogue/published-module';
import { gatedUser } from '../commerce/gated-user';
import type { ApiContext } from '../config/context';
import { currentReader, currentUser } from '../http/guards/authenticate';
import { notFound, validationError } from '../http/http-error';
import { searchKeyword, sortDirection } from '../http/input/list-query';
import { idParam, queryString } from '../http/input/params';
import { incomingDirFor, multipart } from '../http/input/uploads';
import { paged, pageParams } from '../http/paging';
import { NOT_ASSIGNED } from '../learning/modules-actions-routes';
import { fileLinksFor } from '../storage/file-links';
import { projectsWithRecords } from './module-projects';
import { recordSubmission, storeDocuments, submittableRecord } from './project-submission';
import { userProjectsFor, userProjectsPage } from './user-project-lists';

const SUBMIT_LOCKED = GATE_MESSAGES.submitLocked;
const DOCUMENT_TYPE_MESSAGE =
  'Files must be PDF, PNG, JPEG, GIF or WebP images, Office or OpenDocument files, or plain text.';

/** The multipart body of a submission: up to MAX_PROJECT_FILES documents as `documents`. */
export const projectDocuments = (ctx: ApiContext) =>
  multipart(incomingDirFor(ctx.config.dataDir), {
    field: 'documents',
    maxFiles: MAX_PROJECT_FILES,
    maxFileBytes: ctx.config.maxUploadBytes,
    fields: 10,
    fieldSize: 64 * 1024,
  });

/** The signed-in user, once projects are open to them (learners need a package with projects). */
const projectsUser = (ctx: ApiContext, res: Response) =>
  gatedUser(ctx, res, canAccessProjects, GATE_MESSAGES.projectsLocked);

export const moduleProjects =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = await projectsUser(ctx, res);
    const moduleId = idParam(req.params.id);
    await publishedModule(ctx.db, moduleId);
    const results = await projectsWithRecords(ctx, user, fileLinksFor(ctx, currentReader(res)), moduleId);
    res.json(paged(results, results.length, 1, results.length || 1));
  };

// Ownership, assignment and package are checked before a byte of the files is read.
export const submittable =
  (ctx: ApiContext): RequestHandler =>
  async (req, res, next) => {
    res.locals.userProject = await submittableRecord(ctx, currentUser(res), idParam(req.params.id), {
      notAssigned: NOT_ASSIGNED,
      locked: SUBMIT_LOCKED,
    });
    next();
  };

function submissionText(body: Record<string, unknown> | undefined) {
  const description = typeof body?.description === 'string' ? body.description.trim() : '';
  const link = typeof body?.link === 'string' ? body.link.trim() : '';
  const errors: Record<string, string> = {};
  if (!description) errors.description = MODULE_FORM_MESSAGES.summaryModal;
  else if (description.length > 10_000) errors.description = 'Summary must be at most 10000 characters.';
  if (link && !/^https?:\/\/[^\s]+$/i.test(link))
    errors.link = 'Enter a link starting with http:// or https://.';
  if (!isValid(errors)) throw validationError(errors);
  return { description, link };
}

export const submitProject =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const record = res.locals.userProject as { id: number; project_id: number };
    const { description, link } = submissionText(req.body);
    // Files are moved in first; the database change is one transaction, so a failure leaves no half submission.
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const documents = await storeDocuments(ctx, files, DOCUMENT_TYPE_MESSAGE);
    await recordSubmission(ctx, user.id, record, { description, link, documents });
    const [result] = await userProjectsFor(ctx, fileLinksFor(ctx, currentReader(res)), [record.id]);
    res.json({ data: result, message: MODULE_FORM_MESSAGES.projectSubmitted });
  };

export const myProjects =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = await projectsUser(ctx, res);
    const { page, limit, offset } = pageParams(req.query, 10);
    const month = queryString(req.query.date)?.match(/^(\d{4})-(\d{2})/);
    const filter = {
      learnerId: user.id,
      status: queryString(req.query.status)?.toUpperCase() ?? 'SUBMITTED',
      keyword: searchKeyword(req.query.keyword),
      inModules: true,
      month: month ? `${month[1]}-${month[2]}` : undefined,
      orderBy: 'updated_at' as const,
      direction: sortDirection(req.query.order_by),
    };
    const links = fileLinksFor(ctx, currentReader(res));
    const { results, total } = await userProjectsPage(ctx, links, filter, { limit, offset });
    res.json(paged(results, total, page, limit));
  };

export const myProject =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = await projectsUser(ctx, res);
    const id = idParam(req.params.id);
    const [project] = await userProjectsFor(ctx, fileLinksFor(ctx, currentReader(res)), [id]);
    if (!project || project.user_id !== user.id) throw notFound();
    res.json({ data: project });
  };
