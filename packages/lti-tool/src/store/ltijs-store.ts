import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LtiDatabasePlugin } from '../ltijs';
import type { LtiTables } from './schema';

type Doc = Record<string, unknown>;
type Query = Record<string, unknown> | undefined;

/** The field each collection is looked up by (an indexed column); other queries scan the collection. */
const LOOKUP: Record<string, string> = {
  platform: 'platformUrl',
  platformStatus: 'id',
  publickey: 'kid',
  privatekey: 'kid',
  accesstoken: 'platformUrl',
  idtoken: 'user',
  contexttoken: 'user',
  nonce: 'nonce',
  state: 'state',
};

/** How long records of a collection live (seconds), as ltijs's own MongoDB schemas say. */
const TTL: Record<string, number> = {
  idtoken: 86_400,
  contexttoken: 86_400,
  accesstoken: 3600,
  nonce: 10,
  state: 600,
};

function matches(doc: Doc, query: Query): boolean {
  if (!query) return true;
  return Object.entries(query).every(([key, value]) => JSON.stringify(doc[key]) === JSON.stringify(value));
}

/** Deletes these records (by id); none, nothing to do. */
async function deleteRecords(db: Kysely<LtiTables>, rows: ReadonlyArray<{ id: number }>): Promise<void> {
  if (rows.length)
    await db
      .deleteFrom('lti_records')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
}

/**
 * ltijs's database plugin on our own database (SQLite or PostgreSQL through kysely) instead of MongoDB:
 * documents are JSON rows per collection, encrypted exactly as ltijs encrypts them (AES-256-CBC with a
 * key derived from the tool's encryption key) for the collections it encrypts.
 */
export class LtijsKyselyStore implements LtiDatabasePlugin {
  readonly #db: Kysely<LtiTables>;
  readonly #now: () => number;
  readonly #skipped: ReadonlySet<string>;
  readonly #kept: ReadonlySet<string>;
  readonly #cached: ReadonlySet<string>;
  readonly #cacheMs: number;
  /** Recent reads of the cached collections: query → rows and when they were read. */
  readonly #reads = new Map<string, { at: number; rows: Array<{ id: number; doc: Doc }> }>();
  /** Writes so far (a read that a write overlapped is not kept). */
  #writes = 0;

  /**
   * `skip`: collections whose records are never written (reads find none); `keep`: collections whose
   * deletes are left to their expiry (the sweep of expired records removes them); `cache`: collections whose
   * reads are kept `cacheMs` (default 2 s) in this process, and forgotten at once when this process writes
   * to the collection (another server's change is seen within `cacheMs`).
   */
  constructor(
    db: Kysely<LtiTables>,
    now: () => number = Date.now,
    options: {
      skip?: readonly string[];
      keep?: readonly string[];
      cache?: readonly string[];
      cacheMs?: number;
    } = {},
  ) {
    this.#db = db;
    this.#now = now;
    this.#skipped = new Set(options.skip);
    this.#kept = new Set(options.keep);
    this.#cached = new Set(options.cache);
    this.#cacheMs = options.cacheMs ?? 2000;
  }

  /** A write to a collection: its cached reads are forgotten (before and after the write). */
  #changed(collection: string): void {
    if (!this.#cached.has(collection)) return;
    this.#writes++;
    for (const key of this.#reads.keys()) if (key.startsWith(`${collection}\u0000`)) this.#reads.delete(key);
  }

  async setup(): Promise<boolean> {
    return true;
  }

  async Close(): Promise<boolean> {
    return true;
  }

  #lookup(collection: string, doc: Query): string | null {
    const field = LOOKUP[collection];
    const value = field && doc ? doc[field] : undefined;
    return value === undefined || value === null ? null : String(value);
  }

  async #rows(collection: string, query: Query) {
    if (!this.#cached.has(collection)) return this.#read(collection, query);
    const key = `${collection}\u0000${JSON.stringify(query ?? null)}`;
    const at = Date.now();
    const hit = this.#reads.get(key);
    if (hit && at - hit.at < this.#cacheMs) return hit.rows;
    const writes = this.#writes;
    const rows = await this.#read(collection, query);
    if (writes === this.#writes) this.#reads.set(key, { at, rows });
    return rows;
  }

  async #read(collection: string, query: Query) {
    const nowIso = new Date(this.#now()).toISOString();
    let select = this.#db
      .selectFrom('lti_records')
      .select(['id', 'doc'])
      .where('collection', '=', collection)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]));
    const lookup = this.#lookup(collection, query);
    if (lookup !== null) select = select.where('lookup', '=', lookup);
    const rows = await select.orderBy('id').execute();
    return rows
      .map((row) => ({ id: row.id, doc: JSON.parse(row.doc) as Doc }))
      .filter((row) => matches(row.doc, query));
  }

  #values(collection: string, doc: Doc) {
    const now = this.#now();
    const ttl = TTL[collection];
    return {
      collection,
      lookup: this.#lookup(collection, doc),
      doc: JSON.stringify(doc),
      expires_at: ttl ? new Date(now + ttl * 1000).toISOString() : null,
      created_at: new Date(now).toISOString(),
    };
  }

  async Get(key: string | false, collection: string, query?: Query): Promise<Doc[] | false> {
    if (this.#skipped.has(collection)) return false;
    const rows = await this.#rows(collection, query);
    if (rows.length === 0) return false;
    if (!key) return rows.map((r) => r.doc);
    return Promise.all(
      rows.map(async (r) => JSON.parse(await this.Decrypt(String(r.doc.data), String(r.doc.iv), key)) as Doc),
    );
  }

  async #stored(key: string | false, item: Doc, index?: Doc): Promise<Doc> {
    if (!key) return item;
    const encrypted = await this.Encrypt(JSON.stringify(item), key);
    return { ...index, iv: encrypted.iv, data: encrypted.data };
  }

  async Insert(key: string | false, collection: string, item: Doc, index?: Doc): Promise<boolean> {
    if (this.#skipped.has(collection)) return true;
    this.#changed(collection);
    await this.#db
      .insertInto('lti_records')
      .values(this.#values(collection, await this.#stored(key, item, index)))
      .execute();
    this.#changed(collection);
    return true;
  }

  async Replace(
    key: string | false,
    collection: string,
    query: Query,
    item: Doc,
    index?: Doc,
  ): Promise<boolean> {
    if (this.#skipped.has(collection)) return true;
    const doc = await this.#stored(key, item, index);
    this.#changed(collection);
    const rows = await this.#read(collection, query);
    await this.#db.transaction().execute(async (trx) => {
      await deleteRecords(trx, rows);
      await trx.insertInto('lti_records').values(this.#values(collection, doc)).execute();
    });
    this.#changed(collection);
    return true;
  }

  async Modify(key: string | false, collection: string, query: Query, modification: Doc): Promise<boolean> {
    if (this.#skipped.has(collection)) return true;
    this.#changed(collection);
    const [row] = await this.#read(collection, query);
    if (!row) return true;
    let doc: Doc;
    if (key) {
      const plain = JSON.parse(await this.Decrypt(String(row.doc.data), String(row.doc.iv), key)) as Doc;
      const [field, value] = Object.entries(modification)[0] ?? [];
      if (field) plain[field] = value;
      const encrypted = await this.Encrypt(JSON.stringify(plain), key);
      doc = { ...row.doc, iv: encrypted.iv, data: encrypted.data };
    } else {
      doc = { ...row.doc, ...modification };
    }
    await this.#db
      .updateTable('lti_records')
      .set({ doc: JSON.stringify(doc), lookup: this.#lookup(collection, doc) })
      .where('id', '=', row.id)
      .execute();
    this.#changed(collection);
    return true;
  }

  async Delete(collection: string, query: Query): Promise<boolean> {
    if (this.#skipped.has(collection) || this.#kept.has(collection)) return true;
    this.#changed(collection);
    const rows = await this.#read(collection, query);
    await deleteRecords(this.#db, rows);
    this.#changed(collection);
    return true;
  }

  async Encrypt(data: string, secret: string): Promise<{ iv: string; data: string }> {
    const key = createHash('sha256').update(secret).digest().subarray(0, 32);
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    return {
      iv: iv.toString('hex'),
      data: Buffer.concat([cipher.update(data), cipher.final()]).toString('hex'),
    };
  }

  async Decrypt(data: string, iv: string, secret: string): Promise<string> {
    const key = createHash('sha256').update(secret).digest().subarray(0, 32);
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(iv, 'hex'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'hex')), decipher.final()]).toString();
  }
}
