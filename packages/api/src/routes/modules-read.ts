import type { Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { notFound } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId, queryString } from '../http/params';
import { editorItems, toModuleCards } from '../serializers/module-card';
import { certificateCoveringModule } from '../services/module-certificate';
import { searchModules } from '../services/module-search';
import { isAdmin, isMentorRole, visibleStatuses } from '../services/viewer';

const ORDER_TYPES = new Set(['publish_at', 'name', 'views', 'created_at']);

/** Module search, module detail, my modules, viewed modules, card details and the random featured question. */
export function registerModuleReadRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  router.get('/modules/search', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 12);
    const orderByType = queryString(req.query.order_by_type) ?? 'publish_at';
    const { rows, total } = await searchModules(ctx, {
      statuses: visibleStatuses(user.role, queryString(req.query.status)),
      keyword: queryString(req.query.keyword),
      categoryId: optionalId(req.query.category_id),
      superCategoryId: optionalId(req.query.super_category_id),
      tagId: optionalId(req.query.tag_id),
      careerId: optionalId(req.query.career_id),
      skip: optionalId(req.query.skip),
      orderBy: queryString(req.query.order_by)?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
      orderByType: (ORDER_TYPES.has(orderByType) ? orderByType : 'publish_at') as 'publish_at',
      limit,
      offset,
    });
    res.json(paged(await toModuleCards(ctx.db, rows, user.id), total, page, limit));
  });

  router.get('/modules/auth/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const row = await ctx.db.selectFrom('modules').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || (row.status !== 'PUBLISH' && !isAdmin(user.role))) throw notFound();
    const [card] = await toModuleCards(ctx.db, [row], user.id);
    const include = new Set((queryString(req.query.include) ?? '').split(',').map((s) => s.trim()));
    const assigned = card?.HasAssignToUser != null;
    const mayReadContent = assigned || user.role !== 'STUDENT';
    const body: Record<string, unknown> = { ...card };
    if (include.has('tabs') && mayReadContent) {
      const tabs = await ctx.db
        .selectFrom('module_tabs')
        .selectAll()
        .where('module_id', '=', id)
        .orderBy('position')
        .execute();
      body.tabs = tabs.map((t) => ({
        id: t.id,
        name: t.name,
        position: t.position,
        contents: editorItems(t.contents),
      }));
    }
    if (include.has('projects')) {
      const projects = await ctx.db
        .selectFrom('projects')
        .selectAll()
        .where('module_id', '=', id)
        .orderBy('id')
        .execute();
      const mine = assigned
        ? await ctx.db
            .selectFrom('user_projects')
            .selectAll()
            .where('user_id', '=', user.id)
            .where('module_id', '=', id)
            .execute()
        : [];
      body.projects = projects.map((p) => ({
        id: p.id,
        module_id: p.module_id,
        name: p.name,
        type: p.type,
        content: mayReadContent ? editorItems(p.content) : [],
        usersprojects: mine.filter((u) => u.project_id === p.id),
      }));
    }
    // The caller's certificate of a collection with this module (the preview links it beside 'Completed').
    body.certificate = await certificateCoveringModule(ctx, user, id);
    if (isMentorRole(user.role)) {
      const viewed = await ctx.db
        .selectFrom('user_modules')
        .select('module_id')
        .where('user_id', '=', user.id)
        .execute();
      body.mentorViewedAndRemainingModule = {
        remaining_module:
          user.allowed_modules === -1 ? -1 : Math.max(0, user.allowed_modules - viewed.length),
        viewed_modules: viewed.map((v) => v.module_id),
      };
    }
    res.json({ data: body });
  });

  router.get('/modules/my-modules', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 12);
    const status = queryString(req.query.status)?.toUpperCase();
    const superCategoryId = optionalId(req.query.super_category_id);
    const direction = queryString(req.query.order_by)?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
    let query = ctx.db
      .selectFrom('user_modules')
      .innerJoin('modules', 'modules.id', 'user_modules.module_id')
      .where('user_modules.user_id', '=', user.id)
      .where('modules.status', '=', 'PUBLISH');
    if (status === 'ASSIGNED' || status === 'VIEWED') query = query.where('user_modules.status', '=', status);
    if (superCategoryId) {
      query = query.where('modules.category_id', 'in', (eb) =>
        eb.selectFrom('categories').select('id').where('parent_id', '=', superCategoryId),
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll('modules')
        .orderBy('user_modules.updated_at', direction)
        .orderBy('modules.id', direction)
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(await toModuleCards(ctx.db, rows, user.id), Number(count.n), page, limit));
  });

  router.get('/modules/my-modules/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    const record = await ctx.db
      .selectFrom('user_modules')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('module_id', '=', moduleId)
      .executeTakeFirst();
    if (!record) throw notFound();
    const row = await ctx.db
      .selectFrom('modules')
      .selectAll()
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    const [module] = await toModuleCards(ctx.db, [row], user.id);
    const usersprojects = await ctx.db
      .selectFrom('user_projects')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('module_id', '=', moduleId)
      .execute();
    const assigner = record.assigned_by
      ? await ctx.db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where('id', '=', record.assigned_by)
          .executeTakeFirst()
      : undefined;
    res.json({
      data: {
        ...record,
        lastViewd: record.last_viewed_at,
        assignedby: assigner
          ? { id: assigner.id, full_name: `${assigner.first_name} ${assigner.last_name}`.trim() }
          : null,
        module,
        usersprojects,
      },
    });
  });

  router.get('/modules/my-viewed-modules', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 12);
    const query = ctx.db
      .selectFrom('user_modules')
      .innerJoin('modules', 'modules.id', 'user_modules.module_id')
      .where('user_modules.user_id', '=', user.id)
      .where('user_modules.status', '=', 'VIEWED')
      .where('modules.status', '=', 'PUBLISH');
    const [rows, count] = await Promise.all([
      query
        .selectAll('modules')
        .orderBy('user_modules.last_viewed_at', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(await toModuleCards(ctx.db, rows, user.id), Number(count.n), page, limit));
  });

  router.get('/modules/embed-card-details', auth, async (req, res) => {
    const user = currentUser(res);
    const id = optionalId(req.query.module_id);
    if (!id) throw notFound();
    const row = await ctx.db
      .selectFrom('modules')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'PUBLISH')
      .executeTakeFirst();
    if (!row) throw notFound();
    const [card] = await toModuleCards(ctx.db, [row], user.id);
    res.json({ data: card });
  });

  router.get('/modules/feature-questions/random', auth, async (_req, res) => {
    const base = ctx.db
      .selectFrom('modules')
      .where('status', '=', 'PUBLISH')
      .where('reflection_question', 'is not', null)
      .where('reflection_question', '!=', '');
    const count = Number(
      (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    if (count === 0) {
      res.json({ data: null });
      return;
    }
    const row = await base
      .select(['id', 'name', 'reflection_question'])
      .orderBy('id')
      .offset(Math.floor(Math.random() * count))
      .limit(1)
      .executeTakeFirstOrThrow();
    res.json({
      data: { id: row.id, question: row.reflection_question, module: { id: row.id, name: row.name } },
    });
  });
}
