import { isValid } from '@modkit/sdk/rules';
import type { Request, RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { notFound, validationError } from '../http/http-error';
import { idParam } from '../http/input/params';
import { createProject, deleteProject, type ProjectFields, updateProject } from './module-projects';

/** Administrators' editing of a module's projects: add, change, delete (wired in the route table, `routes/index.ts`). */

const PROJECT_TYPES = new Set(['MINI_PROJECT', 'SKILL_BUILDING_PROJECT']);

/** The fields a project form sets (all required unless `partial`). */
function projectFields(body: Record<string, unknown>, partial: boolean): ProjectFields {
  const out: ProjectFields = {};
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
  if (!isValid(errors)) throw validationError(errors);
  return out;
}

/** The module and project a `/modules/{module_id}/projects/{id}` path names. */
function projectPath(req: Request) {
  return { moduleId: idParam(req.params.module_id), id: idParam(req.params.id) };
}

export const createProjectHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const moduleId = idParam(req.params.id);
    const project = await createProject(ctx, moduleId, projectFields(req.body ?? {}, false));
    if (!project) throw notFound();
    res.status(201).json({ data: project });
  };

export const updateProjectHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { moduleId, id } = projectPath(req);
    const project = await updateProject(ctx, moduleId, id, projectFields(req.body ?? {}, true));
    if (!project) throw notFound();
    res.json({ data: project });
  };

export const deleteProjectHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { moduleId, id } = projectPath(req);
    if (!(await deleteProject(ctx, moduleId, id))) throw notFound();
    res.json({ data: { id } });
  };
