import type { AuthzIds, AuthzWorld, Caller } from './authz-world';

/**
 * The vocabulary of the authorization matrix's table (authz-table.ts): the outcomes a caller can see, the
 * access categories that map every caller to one, and the shape of an operation's row.
 *
 * Outcomes a caller can be expected to see:
 * - `granted`: 2xx.
 * - `ok`: past authorization: 2xx, or a 4xx that is not 401/403/404 (a validation or business answer).
 * - `unauthorized`: 401 (no, tampered or revoked token).
 * - `forbidden`: 403 (a role or package that may not).
 * - `hidden`: 404 (someone else's record, not confirmed to exist).
 * - `refused`: 403 or 404 (or the operation's declared `refusal`).
 */
export type Outcome = 'granted' | 'ok' | 'unauthorized' | 'forbidden' | 'hidden' | 'refused';

const signedOut = { none: 'unauthorized', tampered: 'unauthorized', revoked: 'unauthorized' } as const;
const everyone = (outcome: Outcome) =>
  ({
    owner: outcome,
    otherLearner: outcome,
    freeLearner: outcome,
    foreignMentor: outcome,
    ownMentor: outcome,
    superMentor: outcome,
    admin: outcome,
  }) as const;

/** The access categories, read from the routes: each maps every caller to the outcome it must see. */
export const ACCESS = {
  /** No token read: anyone, a broken token too (it is ignored). */
  public: { none: 'ok', tampered: 'ok', revoked: 'ok', ...everyone('ok') },
  /** Anonymous callers pass; a token that is sent is checked (the like pages). */
  'public-token-checked': {
    none: 'ok',
    tampered: 'unauthorized',
    revoked: 'unauthorized',
    ...everyone('ok'),
  },
  /** Any signed-in user, on their own data. */
  'signed-in': { ...signedOut, ...everyone('ok') },
  /** Any signed-in user whose package opens it: the FREE learner is refused, staff have no package. */
  'package-gated': { ...signedOut, ...everyone('ok'), freeLearner: 'forbidden' },
  /** Learners only (on their own data). */
  'learner-only': {
    ...signedOut,
    ...everyone('forbidden'),
    owner: 'ok',
    otherLearner: 'ok',
    freeLearner: 'ok',
  },
  /** Mentors and super mentors, on their own data. */
  'mentor-only': {
    ...signedOut,
    ...everyone('forbidden'),
    foreignMentor: 'ok',
    ownMentor: 'ok',
    superMentor: 'ok',
  },
  /** Super mentors only (the path names their own mentee, the owner's mentor). */
  'super-mentor-only': { ...signedOut, ...everyone('forbidden'), superMentor: 'granted' },
  /** A partner's server with its key (no user token is read): every user token is refused. */
  'partner-key-only': { ...signedOut, ...everyone('unauthorized') },
  /** Administrators only. */
  'admin-only': { ...signedOut, ...everyone('forbidden'), admin: 'granted' },
  /** A record of the owner's: nobody else reads or changes it. */
  'owner-only': { ...signedOut, ...everyone('refused'), owner: 'granted' },
  /** The owner, or their mentor acting for them; nobody else. */
  'self-or-own-mentor': { ...signedOut, ...everyone('refused'), owner: 'granted', ownMentor: 'granted' },
  /** A submitted project's people: its learner, their mentor and that mentor's super mentor; others 404. */
  'project-participants': {
    ...signedOut,
    ...everyone('hidden'),
    owner: 'granted',
    ownMentor: 'granted',
    superMentor: 'granted',
  },
  /** Mentor scope (README: 404, not 403, for another school's learner): the owner's mentor and super mentor. */
  'mentor-of-subject': {
    ...signedOut,
    ...everyone('forbidden'),
    foreignMentor: 'hidden',
    ownMentor: 'granted',
    superMentor: 'granted',
  },
  /** Mentor scope, and the learner about themself. */
  'subject-or-mentor': {
    ...signedOut,
    ...everyone('forbidden'),
    owner: 'granted',
    foreignMentor: 'hidden',
    ownMentor: 'granted',
    superMentor: 'granted',
  },
  /** Only the owner's own mentor (the link is theirs to remove); other mentors 404. */
  'own-mentor-only': {
    ...signedOut,
    ...everyone('forbidden'),
    foreignMentor: 'hidden',
    ownMentor: 'granted',
    superMentor: 'hidden',
  },
} satisfies Record<string, Record<Caller, Outcome>>;
export type Access = keyof typeof ACCESS;

type Values = Record<string, string | number>;
/** One operation's row: its access category, what a call needs (ids, query, body), refusals, clean-up. */
export interface Rule {
  access: Access;
  /** Path parameters (every `{param}` of the path needs one). */
  params?: (ids: AuthzIds) => Values;
  query?: (ids: AuthzIds) => Values;
  /** A JSON body, or the fields of a multipart body for multipart operations. */
  body?: (ids: AuthzIds) => unknown;
  /** The super mentor reads through their mentee: `mentorId` (the owner's mentor) is added to the query. */
  viaMentee?: true;
  /** A refusal this operation answers besides 403/404 (a business answer that reveals nothing). */
  refusal?: { status: number; message: string };
  /** The operation revokes the token it is called with: each call gets a fresh one. */
  freshToken?: string;
  /** Undoes an allowed call's change that later rows need (runs after each allowed call). */
  restore?: (world: AuthzWorld) => Promise<void>;
  /** Why the allowed calls are not made (destructive); the refused ones still are. */
  skipAllowed?: string;
}
