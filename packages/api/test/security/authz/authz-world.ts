import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAccessToken } from '../../../src/auth/tokens';
import { AddressRefused } from '../../../src/http/guards/public-network';
import { invitationOf } from '../../../src/supervision/invitation-link';
import { createUser } from '../../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../../support/harness';
import { loginDemo } from '../../support/security-helpers';

/**
 * The world of the authorization matrix and the contract fuzzer: one api on the demo data, the ten callers
 * and their tokens (made once), and real ids that belong to the owner, the demo learner learner@modkit.test.
 */
export const CALLERS = [
  'none',
  'tampered',
  'revoked',
  'owner',
  'otherLearner',
  'freeLearner',
  'foreignMentor',
  'ownMentor',
  'superMentor',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];
/** The callers that hold a valid token, and whose user is known. */
export type SignedCaller = Exclude<Caller, 'none' | 'tampered' | 'revoked'>;

export interface AuthzIds {
  owner: number;
  otherLearner: number;
  freeLearner: number;
  foreignMentor: number;
  ownMentor: number;
  superMentor: number;
  admin: number;
  /** A module assigned to the owner (not opened yet) and to none of the other callers. */
  assignedModule: number;
  /** A module the owner viewed, with the owner's submitted project. */
  viewedModule: number;
  /** A published module no caller has a record of (the admin's project operations use it). */
  spareModule: number;
  /** The owner's submitted project record (it has a chat) and a pending one of an assigned module. */
  submittedProject: number;
  pendingProject: number;
  /** The owner's own chat message on the submitted project, and own comment under a module. */
  ownChat: number;
  ownComment: number;
  /** Made for the matrix, so that their deletion leaves the demo's own ones alone. */
  commentToDelete: number;
  bookmarkToDelete: number;
  projectToEdit: number;
  projectToDelete: number;
  /** A partner site an administrator registered. */
  partner: number;
  /** A future session of the owner with their mentor. */
  session: number;
  /** The owner's paid order. */
  order: number;
  collection: number;
  career: number;
  package: number;
  /** A package that can be bought (not the free one). */
  paidPackage: number;
  /** A coupon an administrator may change (the demo's WELCOME10). */
  coupon: number;
  /** A mentor's signed invitation (own mentor's). */
  invitation: string;
  /** A learner made for the matrix, whose erasure by an administrator leaves the callers alone. */
  erasable: number;
  /** A request to join an LMS learner's account into the owner's, waiting for the owner. */
  accountJoin: number;
}

export interface AuthzWorld {
  server: TestServer;
  tokens: Record<Caller, string | undefined>;
  ids: AuthzIds;
  /** A new valid token of a caller (for operations that revoke the token they are called with). */
  freshToken(caller: SignedCaller): Promise<string>;
  /** Unexpected errors the api logged (the stack of any 500). */
  errors: unknown[];
}

/**
 * The errors the api logged, but for the push sender refusing the world's test endpoints (documentation
 * addresses: never reached, by design).
 */
export function unexpectedErrors(world: AuthzWorld): string[] {
  return world.errors
    .filter((e) => !(e instanceof AddressRefused))
    .map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e)));
}

/** Replaces the payload of a signed token (a privilege-raising claim) and keeps the old signature. */
export function tamper(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

type Db = TestServer['api']['ctx']['db'];

/** An LMS learner's account (a placeholder address) whose join into `into` waits for its owner: its id. */
async function joinRequestInto(ctx: TestServer['api']['ctx'], into: number): Promise<number> {
  const now = new Date().toISOString();
  const from = await createUser(ctx, { email: 'lti-matrix@lms.modkit.invalid' });
  const join = await ctx.db
    .insertInto('account_joins')
    .values({
      from_user_id: from.id,
      into_user_id: into,
      email: 'owner@matrix.example',
      created_at: now,
      expires_at: '2999-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return join.id;
}
type DemoTokens = Record<'learner' | 'free' | 'mentor' | 'supermentor' | 'admin', string>;

/**
 * `twoServers` (PostgreSQL only): the calls go to two servers of one database in turn, as behind a balancer,
 * each with its own session cache, so that a session one server cached is tried on the other after what
 * ended it (a logout through the first).
 */
export async function startAuthzWorld({ twoServers = false } = {}): Promise<AuthzWorld> {
  const errors: unknown[] = [];
  // Signup is limited per client address; the matrix and the fuzzer call it from one address many times.
  const options = { signupLimitPerIp: 100_000, log: (error: unknown) => errors.push(error) };
  const server =
    twoServers && usingPostgres
      ? await balancedServers(options)
      : await startTestServer({ seedDemo: true, ...options });
  const { ctx } = server.api;
  const demo = await loginDemo(server, ['learner', 'free', 'mentor', 'supermentor', 'admin']);
  const users = await worldUsers(server, demo);
  const demoRecords = await ownersRecords(ctx.db, users);
  const made = await madeForTheMatrix(server, demo, demoRecords, users);
  const ids: AuthzIds = {
    ...users.ids,
    ...demoRecords,
    ...made,
    invitation: (await invitationOf(ctx, users.ids.ownMentor)).value,
    erasable: (await createUser(ctx, { packageName: 'FREE', first_name: 'Erasable' })).id,
    accountJoin: await joinRequestInto(ctx, users.ids.owner),
  };
  return {
    server,
    tokens: users.tokens,
    ids,
    errors,
    async freshToken(caller) {
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'role', 'token_version'])
        .where('id', '=', ids[caller])
        .executeTakeFirstOrThrow();
      return signAccessToken(ctx.signingKey, user);
    },
  };
}

/** Two servers sharing one PostgreSQL schema and signing key, called in turn. */
async function balancedServers(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  // One folder: the servers share its signing key (as JWT_PRIVATE_JWK would).
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-authz-'));
  const first = await startTestServer({ ...options, seedDemo: true, dataDir });
  const second = await startTestServer({ ...options, seedDemo: false, dataDir, sharing: first });
  let turn = 0;
  return {
    ...first,
    call: (...args) => (turn++ % 2 === 0 ? first : second).call(...args),
    async close() {
      await second.close();
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The callers: their user ids (two users made for the matrix) and their tokens (one revoked, one forged). */
async function worldUsers(server: TestServer, demo: DemoTokens) {
  const { ctx } = server.api;
  const idOf = async (email: string) =>
    (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const owner = await idOf('learner@modkit.test');
  const admin = await idOf('admin@modkit.test');
  const otherLearner = await createUser(ctx, { packageName: 'PREMIUM', first_name: 'Other' });
  const foreignMentor = await createUser(ctx, { role: 'MENTOR', max_invites: 3, first_name: 'Foreign' });
  const revoked = await signAccessToken(ctx.signingKey, { id: owner, role: 'STUDENT' });
  const logout = await server.call('POST', '/auth/logout', { token: revoked, json: {} });
  if (logout.status !== 200) throw new Error(`logout: ${logout.status}`);
  const tokens: Record<Caller, string | undefined> = {
    none: undefined,
    tampered: tamper(demo.learner, { sub: String(admin), role: 'ADMIN' }),
    revoked,
    owner: demo.learner,
    otherLearner: otherLearner.token,
    freeLearner: demo.free,
    foreignMentor: foreignMentor.token,
    ownMentor: demo.mentor,
    superMentor: demo.supermentor,
    admin: demo.admin,
  };
  const ids: Record<SignedCaller, number> = {
    owner,
    otherLearner: otherLearner.id,
    freeLearner: await idOf('free@modkit.test'),
    foreignMentor: foreignMentor.id,
    ownMentor: await idOf('mentor@modkit.test'),
    superMentor: await idOf('supermentor@modkit.test'),
    admin,
  };
  return { ids, tokens };
}

/** The demo's records of the owner (and the catalogue's) that the matrix reads and changes. */
async function ownersRecords(db: Db, { ids }: { ids: Record<SignedCaller, number> }) {
  const { owner } = ids;
  const others = [ids.otherLearner, ids.foreignMentor, ids.freeLearner, ids.ownMentor, ids.admin];
  const ownModules = await db
    .selectFrom('user_modules')
    .select(['module_id', 'status'])
    .where('user_id', '=', owner)
    .execute();
  const othersModules = new Set(
    (await db.selectFrom('user_modules').select('module_id').where('user_id', 'in', others).execute()).map(
      (r) => r.module_id,
    ),
  );
  const assignedModule = ownModules.find((m) => m.status === 'ASSIGNED' && !othersModules.has(m.module_id));
  const ownProject = (status: string) =>
    db
      .selectFrom('user_projects')
      .select(['id', 'module_id'])
      .where('user_id', '=', owner)
      .where('status', '=', status)
      .orderBy('id');
  const submitted = await ownProject('SUBMITTED').executeTakeFirstOrThrow();
  const pending = await ownProject('PENDING')
    .where('module_id', '=', assignedModule?.module_id ?? 0)
    .executeTakeFirstOrThrow();
  const spare = await db
    .selectFrom('modules')
    .select('id')
    .where('status', '=', 'PUBLISH')
    .where('id', 'not in', [...ownModules.map((m) => m.module_id), ...othersModules])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const firstId = async (query: { executeTakeFirstOrThrow(): Promise<{ id: number }> }) =>
    (await query.executeTakeFirstOrThrow()).id;
  return {
    assignedModule: assignedModule?.module_id ?? 0,
    viewedModule: submitted.module_id,
    spareModule: spare.id,
    submittedProject: submitted.id,
    pendingProject: pending.id,
    ownChat: await firstId(
      db
        .selectFrom('chats')
        .select('id')
        .where('user_id', '=', owner)
        .where('user_project_id', '=', submitted.id),
    ),
    ownComment: await firstId(
      db.selectFrom('comments').select('id').where('user_id', '=', owner).orderBy('id'),
    ),
    order: await firstId(
      db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', owner)
        .where('status', '=', 'SUCCESS')
        .orderBy('id', 'desc'),
    ),
    collection: await firstId(db.selectFrom('collections').select('id').orderBy('id')),
    career: await firstId(db.selectFrom('careers').select('id').where('status', '=', 'ACTIVE').orderBy('id')),
    package: await firstId(db.selectFrom('packages').select('id').orderBy('id')),
    paidPackage: await firstId(db.selectFrom('packages').select('id').where('is_free', '=', 0).orderBy('id')),
    coupon: await firstId(db.selectFrom('coupons').select('id').orderBy('id')),
  };
}

/** Records made for the matrix through the api, as the owner and the admin would, so that deleting them leaves the demo's alone. */
async function madeForTheMatrix(
  server: TestServer,
  demo: DemoTokens,
  records: { viewedModule: number; spareModule: number },
  { ids }: { ids: Record<SignedCaller, number> },
) {
  const made = async (method: string, path: string, token: string | undefined, json: unknown) => {
    const res = await server.call(method, path, { token, json });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number };
  };
  const commentToDelete = await made('POST', '/comments', demo.learner, {
    module_id: records.viewedModule,
    message: 'To be deleted by an administrator',
  });
  const bookmarkToDelete = await made('POST', '/users/bookmarks', demo.learner, {
    module_id: records.spareModule,
  });
  const newProject = (name: string) =>
    made('POST', `/modules/${records.spareModule}/projects`, demo.admin, { name, type: 'MINI_PROJECT' });
  const projectToEdit = await newProject('Matrix project to edit');
  const projectToDelete = await newProject('Matrix project to delete');
  const partner = await server.call('POST', '/admin/partners', {
    token: demo.admin,
    json: { name: 'Matrix partner', origins: ['https://partner.example.org'], package_name: 'PREMIUM' },
  });
  if (partner.status !== 201) throw new Error(`POST /admin/partners: ${partner.status}`);
  return {
    commentToDelete: commentToDelete.id,
    bookmarkToDelete: bookmarkToDelete.id,
    projectToEdit: projectToEdit.id,
    projectToDelete: projectToDelete.id,
    partner: partner.body.data.partner.id as number,
    session: await futureSession(server.api.ctx, ids.ownMentor, ids.owner),
  };
}

/** A session of the owner with their mentor, 30 days ahead at 15:00. */
async function futureSession(
  ctx: TestServer['api']['ctx'],
  mentorId: number,
  learnerId: number,
): Promise<number> {
  const at = new Date(ctx.now() + 30 * 24 * 3600_000);
  at.setUTCHours(15, 0, 0, 0);
  const session = await ctx.db
    .insertInto('mentor_sessions')
    .values({
      user_package_id: null,
      mentor_id: mentorId,
      learner_id: learnerId,
      module_id: null,
      project_id: null,
      description: 'Matrix session',
      scheduled_on: at.toISOString(),
      status: 'SCHEDULED',
      created_at: new Date(ctx.now()).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return session.id;
}
