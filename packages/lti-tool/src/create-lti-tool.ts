import { type Api, clientErrorOf, currentRequest, requestScope } from '@modkit/api';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import { advantageRoutes } from './advantage/advantage-routes';
import { createScoreOutbox, type OutboxOptions } from './advantage/score-outbox';
import { loadEncryptionKey } from './encryption-key';
import { allowFraming, keepQuery } from './express-compat';
import { exchangeRoute } from './launch/exchange-route';
import { handoffRoute } from './launch/handoff-route';
import { launchHandlers } from './launch/launch-handlers';
import { launchRoute } from './launch/launch-route';
import { LAUNCH_REFUSED, REGISTRATION_REFUSED, readableReason, sendRefusal } from './launch/refusal-page';
import { recordLogins } from './login/login-recorder';
import { loginKey } from './login/login-state';
import { type LtiProvider, ltijsProvider } from './ltijs';
import { adminPlatformRoutes } from './platforms/admin-platform-routes';
import {
  approvePlatform,
  listPlatforms,
  type RegisteredPlatform,
  refusePlatform,
  refuseUnapprovedLogins,
} from './platforms/platform-approval';
import { type PlatformConfig, registerPlatform } from './platforms/register-platform';
import { registerRoute } from './platforms/register-route';
import { limitRegistrations } from './platforms/registration-limit';
import { type RegistrationPolicy, registrationPolicy } from './platforms/registration-policy';
import { toolConfiguration } from './platforms/tool-configuration';
import { forgetErasedUser } from './store/erased-users';
import { moveJoinedUser } from './store/joined-users';
import { LtijsKyselyStore } from './store/ltijs-store';
import { migrateLtiStore } from './store/migrations';
import type { LtiTables } from './store/schema';
import { sendApiError, type ToolDeps } from './tool-deps';

export interface LtiToolOptions {
  /** The api whose database, users and tokens the tool uses. */
  api: Api;
  /** The public URL of the composed server (the tool lives under `/lti`). */
  publicUrl?: string;
  /** ltijs's secret; default LTI_ENCRYPTION_KEY or a key kept in DATA_DIR/keys. */
  encryptionKey?: string;
  /**
   * The key that signs the login states (at least 32 characters, the same on every server). Default
   * `LTI_LOGIN_KEY`; required in production, derived from the encryption key in development.
   */
  loginKey?: string;
  pgSchema?: string;
  /**
   * Platforms that register themselves (dynamic registration) wait for an administrator's approval.
   * Default: `LTI_REQUIRE_APPROVAL` (true/false), else true in production and false in development.
   */
  requireApproval?: boolean;
  /**
   * Dynamic registration may fetch loopback and private addresses (a platform on this machine or
   * network: tests, local demos). Default: `LTI_REGISTRATION_ALLOW_PRIVATE` (true/false), else false.
   * Refused in production: the tool does not start.
   */
  registrationAllowPrivate?: boolean;
  /**
   * Dynamic registration attempts one client address may make in 10 minutes before a 429 page.
   * Default: `LTI_REGISTRATION_LIMIT_PER_IP`, else 10.
   */
  registrationLimitPerIp?: number;
  /** Retry timing of the grade outbox (tests shorten it). */
  scoreOutbox?: OutboxOptions;
}

export interface LtiTool {
  /** Mount at `/lti`. */
  router: Router;
  provider: LtiProvider;
  /** Registers (or updates) a platform by hand: an administrator's act, so the platform is approved. */
  registerPlatform(config: PlatformConfig): Promise<void>;
  /** Every registered platform with its approval status. */
  listPlatforms(): Promise<RegisteredPlatform[]>;
  /** The platforms that registered themselves and wait for an administrator's approval. */
  pendingPlatforms(): Promise<RegisteredPlatform[]>;
  /** Lets a pending platform launch; false when there is no such platform waiting. */
  approvePlatform(issuer: string, clientId: string): Promise<boolean>;
  /** Removes a platform (pending or approved) and refuses its launches; false when there is no such platform. */
  refusePlatform(issuer: string, clientId: string): Promise<boolean>;
  /** Waits for the scores being recorded, then sends the due ones now (tests; the outbox also runs on its own). */
  flushScores(): Promise<void>;
  close(): Promise<void>;
}

/** ltijs's collections this tool does not store (see setUpLtijs). */
const NOT_STORED = ['idtoken', 'contexttoken', 'nonce', 'state'];

/** ltijs on our database (logins, keys, deep linking, grades and rosters); launches are ours (launch-route.ts). */
async function setUpLtijs(options: LtiToolOptions, db: Kysely<LtiTables>, key: string): Promise<LtiProvider> {
  const { ctx } = options.api;
  await migrateLtiStore(db as unknown as Kysely<unknown>, ctx.dialect, options.pgSchema);
  const provider = ltijsProvider();
  provider.setup(
    key,
    // What this tool never reads back is not written: ltijs's id-token and context-token records (it keeps its
    // own launch contexts, and never uses ltijs's ltik sessions) and its nonce records (a launch's nonce must
    // be its login's, and a login launches once: lti_logins), and its states (ours replace them, signed:
    // login-state.ts; the target link's query travels in ours).
    // The platforms and their status are read several times a launch: kept 2 s in this process (whether a
    // platform may launch is read from lti_platform_approvals each time, never from this cache).
    {
      plugin: new LtijsKyselyStore(db, ctx.now, { skip: NOT_STORED, cache: ['platform', 'platformStatus'] }),
    },
    {
      appRoute: '/launch',
      loginRoute: '/login',
      keysetRoute: '/keys',
      dynRegRoute: '/register',
      devMode: true,
      ltiaas: true,
      tokenMaxAge: false,
      cors: false,
      cookies: { secure: true, sameSite: 'None' },
    },
  );
  return provider;
}

/**
 * What ltijs does with what reaches it at its launch route (no launch does: POST /lti/launch is ours; an ltik
 * request, which this tool never issues): our handlers, our refusal page for a bad token, an unregistered
 * platform and one not (yet) approved.
 */
function answerLaunches(deps: ToolDeps, handlers: ReturnType<typeof launchHandlers>): void {
  const { provider } = deps;
  provider.onConnect(handlers.onResourceLink);
  provider.onDeepLinking(handlers.onDeepLinking);
  provider.onInvalidToken((_req: Request, res: Response) => {
    const err = res.locals.err as { details?: { message?: string } } | undefined;
    const code = err?.details?.message;
    sendRefusal(res, code === 'PLATFORM_NOT_ACTIVATED' ? 403 : 401, readableReason(code));
  });
  provider.onUnregisteredPlatform((_req: Request, res: Response) =>
    sendRefusal(res, 400, readableReason('UNREGISTERED_PLATFORM')),
  );
  provider.onInactivePlatform((_req: Request, res: Response) =>
    sendRefusal(res, 403, readableReason('PLATFORM_NOT_ACTIVATED')),
  );
}

/** The scores waiting for the LMS (the `lms-scores` queue of the metrics). */
async function unsentScores(db: Kysely<LtiTables>): Promise<number> {
  const row = await db
    .selectFrom('lti_score_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A request's own fault (malformed JSON, a body too large) answers its 4xx in the api's shape, as the api
 * answers it; anything else is logged with the request id and answered with a 500 page.
 */
function answerErrors(deps: ToolDeps) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const client = clientErrorOf(error);
    if (client) return sendApiError(res, client.status, client.message);
    deps.api.logger.error({ err: error, reqId: currentRequest()?.id ?? null }, 'lti-tool: unexpected error');
    const kind = req.path === '/register' ? REGISTRATION_REFUSED : LAUNCH_REFUSED;
    sendRefusal(res, 500, 'Something went wrong on our side. Please try again.', kind);
  };
}

/** The `/lti` routes: ours first (checks, exchange, handoff, Advantage, admin, registration), then ltijs's. */
function toolRouter(
  deps: ToolDeps,
  policy: RegistrationPolicy,
  handlers: ReturnType<typeof launchHandlers>,
): Router {
  const { db, provider, now } = deps;
  const router = express.Router();
  router.use(requestScope());
  router.use(allowFraming(deps.publicUrl));
  router.use(express.urlencoded({ extended: false, limit: '64kb' }));
  router.use(express.json({ limit: '16kb' }));
  router.all('/login', refuseUnapprovedLogins(provider, db), recordLogins(db, now, deps.loginKey));
  router.post('/launch', launchRoute(deps, handlers));
  router.post('/exchange', exchangeRoute(deps));
  router.post('/handoff', handoffRoute(deps));
  router.use(advantageRoutes(deps));
  router.use(adminPlatformRoutes(deps));
  router.get('/register', limitRegistrations(deps.api.ctx, policy.limitPerIp), registerRoute(deps, policy));
  router.get('/config.json', (_req, res) => {
    res.json(toolConfiguration(deps.publicUrl));
  });
  router.use(keepQuery);
  router.use(provider.app);
  router.use(answerErrors(deps));
  return router;
}

/**
 * The LTI 1.3 tool: ltijs (on our database) behind our own checks. Routes under `/lti`: `login` (OIDC
 * initiation, GET and POST), `launch` (redirect URI and target link), `keys` (JWKS), `register`
 * (dynamic registration), `exchange` (launch code → api token), `handoff` (a widget's way into the app), `deep-link` and `roster-sync` (LTI
 * Advantage), `config.json` (manual installs).
 */
export async function createLtiTool(options: LtiToolOptions): Promise<LtiTool> {
  const { ctx } = options.api;
  // Checked first: a configuration refused in production must stop the start before ltijs is set up.
  const policy = registrationPolicy({
    production: ctx.config.production,
    ...(options.requireApproval === undefined ? {} : { requireApproval: options.requireApproval }),
    ...(options.registrationAllowPrivate === undefined
      ? {}
      : { allowPrivate: options.registrationAllowPrivate }),
    ...(options.registrationLimitPerIp === undefined ? {} : { limitPerIp: options.registrationLimitPerIp }),
  });
  const encryptionKey = options.encryptionKey ?? (await loadEncryptionKey(ctx.config.dataDir));
  const signingKey = loginKey({
    production: ctx.config.production,
    encryptionKey,
    ...(options.loginKey === undefined ? {} : { fromOption: options.loginKey }),
  });
  const db = ctx.db as unknown as Kysely<LtiTables>;
  const provider = await setUpLtijs(options, db, encryptionKey);
  const deps: ToolDeps = {
    loginKey: signingKey,
    api: options.api,
    db,
    provider,
    publicUrl: (options.publicUrl ?? ctx.config.publicUrl).replace(/\/+$/, ''),
    now: ctx.now,
  };
  const handlers = launchHandlers(deps);
  answerLaunches(deps, handlers);
  await provider.deploy({ serverless: true, silent: true });

  const outbox = createScoreOutbox(db, provider, ctx.now, options.scoreOutbox);
  options.api.metrics.addQueue('lms-scores', () => unsentScores(db));
  const unsubscribe = ctx.events.on('module-progress', outbox.accept);
  // An erased person's launches, scores and ltijs tokens go with their account (same transaction).
  const unsubscribeErasure = ctx.events.on('user-erasing', (event, trx) =>
    forgetErasedUser(event, trx as unknown as Kysely<LtiTables>),
  );
  // An LMS's account joined into its person's own: its launches follow (same transaction).
  const unsubscribeJoin = ctx.events.on('user-joining', (event, trx) =>
    moveJoinedUser(event, trx as unknown as Kysely<LtiTables>),
  );
  const router = toolRouter(deps, policy, handlers);

  return {
    router,
    provider,
    registerPlatform: (config) => registerPlatform(provider, db, config, ctx.now()),
    listPlatforms: () => listPlatforms(provider, db),
    pendingPlatforms: async () =>
      (await listPlatforms(provider, db)).filter((platform) => platform.status === 'pending'),
    approvePlatform: (issuer, clientId) => approvePlatform(provider, db, issuer, clientId, ctx.now()),
    refusePlatform: (issuer, clientId) => refusePlatform(provider, db, issuer, clientId, ctx.now()),
    flushScores: () => outbox.flush(),
    close: async () => {
      unsubscribe();
      unsubscribeErasure();
      unsubscribeJoin();
      await outbox.stop();
      await provider.close({ silent: true }).catch(() => undefined);
    },
  };
}
