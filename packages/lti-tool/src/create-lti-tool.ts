import { type Api, authenticateToken, issueAccessToken, provisionLtiUser } from '@modkit/api';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import { contentItems, finishDeepLinking, type PickedItem, startDeepLinking } from './advantage/deep-linking';
import { rememberLaunchContext } from './advantage/launch-contexts';
import { sendPickerPage } from './advantage/picker-page';
import { syncRoster } from './advantage/roster-sync';
import { createScoreOutbox, type OutboxOptions } from './advantage/score-outbox';
import { loadEncryptionKey } from './encryption-key';
import { modkitRoleFor } from './identity/lti-roles';
import { createLaunchCode, redeemLaunchCode } from './launch/launch-codes';
import { guardLaunches } from './launch/launch-guard';
import { sendLaunchPage } from './launch/launch-page';
import { readableReason, sendRefusal } from './launch/refusal-page';
import { widgetTarget } from './launch/widget-target';
import { recordLogins } from './login/login-recorder';
import { type LtiIdToken, type LtiProvider, ltijsProvider } from './ltijs';
import { RegistrationError, registerDynamically } from './platforms/dynamic-registration';
import { type PlatformConfig, registerPlatform } from './platforms/register-platform';
import { toolConfiguration } from './platforms/tool-configuration';
import { LtijsKyselyStore } from './store/ltijs-store';
import { migrateLtiStore } from './store/migrations';
import type { LtiTables } from './store/schema';

export interface LtiToolOptions {
  /** The api whose database, users and tokens the tool uses. */
  api: Api;
  /** The public URL of the composed server (the tool lives under `/lti`). */
  publicUrl?: string;
  /** ltijs's secret; default LTI_ENCRYPTION_KEY or a key kept in DATA_DIR/keys. */
  encryptionKey?: string;
  pgSchema?: string;
  /** Dynamically registered platforms wait for approval (default: LTI_REQUIRE_APPROVAL=true). */
  requireApproval?: boolean;
  /** Retry timing of the grade outbox (tests shorten it). */
  scoreOutbox?: OutboxOptions;
}

export interface LtiTool {
  /** Mount at `/lti`. */
  router: Router;
  provider: LtiProvider;
  registerPlatform(config: PlatformConfig): Promise<void>;
  /** Sends due scores now (tests; the outbox also runs on its own). */
  flushScores(): Promise<void>;
  close(): Promise<void>;
}

const FRAMING_HEADERS = new Set([
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
]);

/** ltijs's helmet would forbid what an LMS needs (being framed, cross-origin launches): drop those headers. */
function allowFraming(_req: Request, res: Response, next: NextFunction) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    FRAMING_HEADERS.has(name.toLowerCase()) ? res : setHeader(name, value)) as typeof res.setHeader;
  next();
}

/**
 * ltijs runs on Express 4, whose request prototype replaces Express 5's (where `query` is a getter):
 * keep the parsed query as an own property so that ltijs sees it, and mark the body as read.
 */
function keepQuery(req: Request, _res: Response, next: NextFunction) {
  const query = { ...(req.query as Record<string, unknown>) };
  Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  // The body is already parsed: ltijs's body-parser (v1) must not read the stream again.
  (req as unknown as { _body: boolean })._body = true;
  next();
}

/**
 * The LTI 1.3 tool: ltijs (on our database) behind our own checks. Routes under `/lti`: `login` (OIDC
 * initiation, GET and POST), `launch` (redirect URI and target link), `keys` (JWKS), `register`
 * (dynamic registration), `exchange` (launch code → api token), `config.json` (manual installs).
 */
export async function createLtiTool(options: LtiToolOptions): Promise<LtiTool> {
  const { ctx } = options.api;
  const now = ctx.now;
  const publicUrl = (options.publicUrl ?? ctx.config.publicUrl).replace(/\/+$/, '');
  const db = ctx.db as unknown as Kysely<LtiTables>;
  await migrateLtiStore(db as unknown as Kysely<unknown>, ctx.dialect, options.pgSchema);
  const store = new LtijsKyselyStore(db, now);
  const provider = ltijsProvider();
  provider.setup(
    options.encryptionKey ?? (await loadEncryptionKey(ctx.config.dataDir)),
    { plugin: store },
    {
      appRoute: '/launch',
      loginRoute: '/login',
      keysetRoute: '/keys',
      dynRegRoute: '/register',
      // The state cookie is replaced by our own binding (cookie or platform storage), checked in guardLaunches.
      devMode: true,
      ltiaas: true,
      tokenMaxAge: false,
      cors: false,
      cookies: { secure: true, sameSite: 'None' },
    },
  );

  provider.onConnect(async (token: LtiIdToken, _req: Request, res: Response) => {
    const context = token.platformContext;
    const identity = await provisionLtiUser(ctx, {
      issuer: token.iss,
      subject: token.user,
      role: modkitRoleFor(context.roles),
      email: token.userInfo.email,
      givenName: token.userInfo.given_name,
      familyName: token.userInfo.family_name,
      name: token.userInfo.name,
      context: context.context
        ? { id: context.context.id, title: context.context.title ?? context.context.label }
        : null,
    });
    const query = (res.locals.query ?? {}) as Record<string, unknown>;
    const target = widgetTarget({ ...query, ...(context.custom ?? {}) }, identity.role as 'STUDENT');
    const moduleId = target.attributes['module-id'] ? Number(target.attributes['module-id']) : null;
    await rememberLaunchContext(db, identity.userId, token, moduleId, now());
    const code = await createLaunchCode(db, identity.userId, target, now());
    const rosterSync = identity.role !== 'STUDENT' && !!context.namesRoles?.context_memberships_url;
    sendLaunchPage(res, { code, publicUrl, title: context.resource?.title ?? 'modkit', rosterSync });
  });
  provider.onDeepLinking(async (token: LtiIdToken, _req: Request, res: Response) => {
    const context = token.platformContext;
    const role = modkitRoleFor(context.roles);
    if (role === 'STUDENT')
      return sendRefusal(res, 403, 'Only teachers can add modkit activities to a course.');
    const identity = await provisionLtiUser(ctx, {
      issuer: token.iss,
      subject: token.user,
      role,
      email: token.userInfo.email,
      givenName: token.userInfo.given_name,
      familyName: token.userInfo.family_name,
      name: token.userInfo.name,
      context: context.context
        ? { id: context.context.id, title: context.context.title ?? context.context.label }
        : null,
    });
    const session = await startDeepLinking(db, identity.userId, token, now());
    const code = await createLaunchCode(
      db,
      identity.userId,
      { widget: 'content-picker', attributes: {} },
      now(),
    );
    const settings = context.deepLinkingSettings;
    const multiple = !(settings?.accept_multiple === false || String(settings?.accept_multiple) === 'false');
    sendPickerPage(res, { code, session, publicUrl, acceptMultiple: multiple });
  });
  provider.onInvalidToken((_req: Request, res: Response) => {
    const err = res.locals.err as { details?: { message?: string } } | undefined;
    sendRefusal(res, 401, readableReason(err?.details?.message));
  });
  provider.onUnregisteredPlatform((_req: Request, res: Response) =>
    sendRefusal(res, 400, readableReason('UNREGISTERED_PLATFORM')),
  );
  provider.onInactivePlatform((_req: Request, res: Response) =>
    sendRefusal(res, 401, readableReason('PLATFORM_NOT_ACTIVATED')),
  );
  await provider.deploy({ serverless: true, silent: true });

  /** The picked modules and collections that exist, with their names. */
  const pickedItems = async (wanted: Array<Partial<PickedItem>>): Promise<PickedItem[]> => {
    const ids = (kind: string) =>
      wanted
        .filter((w) => w.kind === kind && Number.isSafeInteger(w.id))
        .map((w) => Number(w.id))
        .slice(0, 50);
    const moduleIds = ids('module');
    const collectionIds = ids('collection');
    const modules = moduleIds.length
      ? await ctx.db
          .selectFrom('modules')
          .select(['id', 'name'])
          .where('id', 'in', moduleIds)
          .where('status', '=', 'PUBLISH')
          .execute()
      : [];
    const collections = collectionIds.length
      ? await ctx.db
          .selectFrom('collections')
          .select(['id', 'name'])
          .where('id', 'in', collectionIds)
          .execute()
      : [];
    return [
      ...modules.map((m) => ({ kind: 'module' as const, id: m.id, title: m.name })),
      ...collections.map((c) => ({ kind: 'collection' as const, id: c.id, title: c.name })),
    ];
  };
  const outbox = createScoreOutbox(db, provider, now, options.scoreOutbox);
  const unsubscribe = ctx.events.on('module-progress', (event) => {
    outbox.enqueue(event).catch((error: unknown) => console.error('lti score outbox:', error));
  });

  const router = express.Router();
  router.use(allowFraming);
  router.use(express.urlencoded({ extended: false, limit: '64kb' }));
  router.use(express.json({ limit: '16kb' }));
  router.all('/login', recordLogins(db, now));
  router.post('/launch', guardLaunches(db, now));
  router.post('/exchange', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const code = typeof req.body?.code === 'string' ? req.body.code : '';
      const redeemed = await redeemLaunchCode(db, code, now());
      if (!redeemed) {
        res
          .status(400)
          .json({ message: 'This launch code is unknown, used or expired.', error: { code: ['invalid'] } });
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: { token: await issueAccessToken(ctx, redeemed.userId), target: redeemed.target } });
    } catch (error) {
      next(error);
    }
  });
  const bearer = async (req: Request) => {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? authenticateToken(ctx, header.slice(7)) : null;
  };
  router.post('/deep-link', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await bearer(req);
      if (!user) return void res.status(401).json({ message: 'Unauthorized', error: {} });
      const session = typeof req.body?.session === 'string' ? req.body.session : '';
      const wanted = (Array.isArray(req.body?.items) ? req.body.items : []) as Array<Partial<PickedItem>>;
      const picked = await pickedItems(wanted);
      if (picked.length === 0) {
        return void res.status(422).json({
          message: 'Validation Error Occured',
          error: { items: ['Pick at least one module or collection.'] },
        });
      }
      const token = await finishDeepLinking(db, session, user.userId, now());
      if (!token)
        return void res
          .status(400)
          .json({ message: 'This picking session is unknown, used or expired.', error: {} });
      const settings = token.platformContext.deepLinkingSettings;
      const items = contentItems(picked, `${publicUrl}/lti/launch`, settings?.accept_lineitem !== false);
      const jwt = await provider.DeepLinking.createDeepLinkingMessage(token, items, {
        message: `Added ${items.length} modkit ${items.length === 1 ? 'activity' : 'activities'}.`,
      });
      res.json({ data: { return_url: settings?.deep_link_return_url, jwt } });
    } catch (error) {
      next(error);
    }
  });
  router.post('/roster-sync', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await bearer(req);
      if (!user) return void res.status(401).json({ message: 'Unauthorized', error: {} });
      if (user.role === 'STUDENT') return void res.status(403).json({ message: 'Forbidden', error: {} });
      const result = await syncRoster(options.api, db, provider, user.userId);
      if (!result)
        return void res
          .status(400)
          .json({ message: 'No course roster is available for this launch.', error: {} });
      res.json({ data: result });
    } catch (error) {
      next(error);
    }
  });
  router.get('/register', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await registerDynamically(provider, db, {
        configurationUrl: String(req.query.openid_configuration ?? ''),
        ...(typeof req.query.registration_token === 'string'
          ? { registrationToken: req.query.registration_token }
          : {}),
        toolUrl: publicUrl,
        requireApproval: options.requireApproval ?? process.env.LTI_REQUIRE_APPROVAL === 'true',
        nowMs: now(),
      });
      res
        .type('html')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>modkit registered</title></head>
<body style="font-family:system-ui,sans-serif"><p id="done">modkit is registered with ${result.issuer.replace(/[<>&"]/g, '')}.</p>
<script>(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');</script></body></html>`);
    } catch (error) {
      if (error instanceof RegistrationError) return sendRefusal(res, 400, error.message);
      next(error);
    }
  });
  router.get('/config.json', (_req, res) => {
    res.json(toolConfiguration(publicUrl));
  });
  router.use(keepQuery);
  router.use(provider.app);
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('lti-tool:', error instanceof Error ? error.message : error);
    if (!res.headersSent) sendRefusal(res, 500, 'Something went wrong on our side. Please try again.');
  });

  return {
    router,
    provider,
    registerPlatform: (config) => registerPlatform(provider, db, config, now()),
    flushScores: () => outbox.kick(),
    close: async () => {
      unsubscribe();
      outbox.stop();
      await provider.close({ silent: true }).catch(() => undefined);
    },
  };
}
