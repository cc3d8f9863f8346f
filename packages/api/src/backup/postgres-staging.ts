import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../db/connect';
import { copyEncoder } from './copy-encoders';
import type { MovePlan, TargetShape } from './move-plan';
import { RestoreRefused } from './restore-refused';
import type { SchemaPart } from './schema-parts';
import { identifier } from './sqlite-shape';

/** A part of the schema and the migration its tables are made up to. */
export interface PartVersion {
  part: SchemaPart;
  version: string;
}

/** Writes a carried table's rows (values as SQLite gives them) into the COPY of that table. */
export type RowsWriter = (rows: Iterable<unknown[]>) => Promise<void>;

/** Bytes of COPY lines gathered before a write (one write a batch, not one a row). */
const BATCH_BYTES = 256 * 1024;

/**
 * The PostgreSQL side of a restore from SQLite: a new schema in the target database (`modkit_restore_…`),
 * made by the migrations, where the rows are written (COPY) and checked; only then does it take the target
 * schema's name (one short transaction), so a refusal or a failure at any point leaves the target as it was
 * (the staging schema is dropped).
 */
export class PostgresStaging {
  private constructor(
    private readonly url: string,
    readonly schema: string,
  ) {}

  /** Makes the staging schema and each part's tables in it, up to the migration the archive ran. */
  static async create(url: string, parts: PartVersion[]): Promise<PostgresStaging> {
    const staging = new PostgresStaging(url, `modkit_restore_${randomBytes(6).toString('hex')}`);
    await staging.run(`create schema ${identifier(staging.schema)}`);
    try {
      const handle = openDatabase({ databaseUrl: url, dataDir: '', pgSchema: staging.schema });
      try {
        for (const { part, version } of parts)
          await part.migrate(handle.db as unknown as Kysely<unknown>, 'postgres', version, staging.schema);
      } finally {
        await handle.close();
      }
    } catch (error) {
      await staging.discard();
      throw error;
    }
    return staging;
  }

  /** The staging schema's tables and their columns' types (columns the engine computes left out). */
  async describe(): Promise<TargetShape> {
    const { rows } = await this.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_generated: string;
    }>(
      `select c.table_name, c.column_name, c.data_type, c.is_generated
       from information_schema.columns c join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = $1 and t.table_type = 'BASE TABLE'
       order by c.table_name, c.ordinal_position`,
      [this.schema],
    );
    const tables: TargetShape['tables'] = {};
    const generated: string[] = [];
    for (const r of rows) {
      tables[r.table_name] ??= {};
      // A generated column takes no value: the engine computes it from the row as each row goes in.
      if (r.is_generated === 'NEVER') tables[r.table_name]![r.column_name] = r.data_type;
      else generated.push(`${r.table_name}.${r.column_name}`);
    }
    return { engine: 'postgres', tables, virtual: {}, generated };
  }

  /**
   * Writes the plan's rows in one transaction: the foreign keys and the indexes that back no constraint
   * dropped, every trigger off (so nothing derived is counted twice, and rows go in any order), each table
   * emptied (the migrations' bookkeeping too: the archive's replaces it) and filled by `fill` through COPY;
   * then the indexes built once each and the foreign keys made again (checking every row), the triggers on,
   * each sequence set after the highest id (and after the highest the archive's engine had given), the
   * derived data rebuilt and the planner's statistics gathered.
   */
  async load(
    plan: MovePlan,
    fill: (table: string, write: RowsWriter) => Promise<void>,
    sequences: Record<string, number>,
  ): Promise<void> {
    const types = (await this.describe()).tables;
    const all = Object.keys(types).map(identifier);
    const client = await this.client();
    await inTransaction(client, async () => {
      const keys = await foreignKeys(client, this.schema);
      for (const k of keys)
        await client.query(`alter table ${k.table} drop constraint ${identifier(k.name)}`);
      const indexes = await plainIndexes(client, this.schema);
      for (const i of indexes) await client.query(`drop index ${identifier(i.name)}`);
      for (const table of all) await client.query(`alter table ${table} disable trigger user`);
      if (plan.carry.length)
        await client.query(`truncate ${plan.carry.map((c) => identifier(c.table)).join(', ')}`);
      for (const { table, columns } of plan.carry)
        await fill(table, (rows) => copyInto(client, table, columns, types[table]!, rows));
      for (const i of indexes) await client.query(i.definition);
      for (const k of keys) await addForeignKey(client, k);
      for (const table of all) await client.query(`alter table ${table} enable trigger user`);
      await setSequences(client, this.schema, sequences);
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: onePool(client) }) });
      for (const derived of plan.rebuilt) await derived.rebuild?.postgres?.(db);
      await client.query('analyze');
    });
  }

  /** Rows per table of the staging schema. */
  async counts(tables: string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of tables)
      counts[table] = Number(
        (await this.query<{ n: string }>(`select count(*) as n from ${identifier(table)}`)).rows[0]!.n,
      );
    return counts;
  }

  /**
   * The staging schema takes the target's name, in one transaction: the target schema, when there, is
   * dropped first (with everything in it when `replace`; else it holds no table, checked before the restore
   * began, and goes only if it is empty).
   */
  async place(target: string, replace: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    await inTransaction(client, async () => {
      const there = await client.query('select 1 from pg_namespace where nspname = $1', [target]);
      if (there.rowCount)
        await client
          .query(`drop schema ${identifier(target)}${replace ? ' cascade' : ''}`)
          .catch((error: Error) => {
            throw new RestoreRefused(
              `the PostgreSQL schema ${target} could not be replaced: ${error.message}`,
            );
          });
      await client.query(`alter schema ${identifier(this.schema)} rename to ${identifier(target)}`);
      await renameInFunctions(client, this.schema, target);
    });
  }

  /** Drops the staging schema and all it holds. */
  discard(): Promise<void> {
    return this.run(`drop schema if exists ${identifier(this.schema)} cascade`);
  }

  private async client(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      options: `-c search_path=${this.schema}`,
    });
    await client.connect();
    return client;
  }

  private async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = await this.client();
    try {
      return await client.query<R>(text, values);
    } finally {
      await client.end();
    }
  }

  private async run(text: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }
}

/** Runs `work` in one transaction on `client` (rolled back on any error), and ends the client after. */
async function inTransaction(client: pg.Client, work: () => Promise<void>): Promise<void> {
  try {
    await client.query('begin');
    await work();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A function whose body names its schema (the module search's do, db/search-index-postgres.ts, so that an index
 * rebuilt with an empty search path finds them) names the staging schema after the rename: a body is text,
 * which a rename does not follow, so the next insert of a module would fail. Each is made again naming the
 * schema by its new name.
 */
async function renameInFunctions(client: pg.Client, from: string, to: string): Promise<void> {
  const { rows } = await client.query<{ definition: string }>(
    `select pg_get_functiondef(p.oid) as definition
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f' and strpos(p.prosrc, $2) > 0`,
    [to, from],
  );
  for (const { definition } of rows)
    await client.query(
      definition.replaceAll(identifier(from), identifier(to)).replaceAll(from, identifier(to)),
    );
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** Every foreign key of the schema, as `pg_get_constraintdef` writes it (to be made again as it was). */
async function foreignKeys(client: pg.Client, schema: string): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select format('%I', c.relname) as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = k.connamespace
     where k.contype = 'f' and n.nspname = $1 order by c.relname, k.conname`,
    [schema],
  );
  return rows;
}

/** The schema's indexes that back no constraint, as `pg_get_indexdef` writes them (built again after the rows). */
async function plainIndexes(
  client: pg.Client,
  schema: string,
): Promise<Array<{ name: string; definition: string }>> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
     where n.nspname = $1 and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)
     order by i.relname`,
    [schema],
  );
  return rows;
}

/** Makes a foreign key again: it checks every row, and a row that breaks it refuses the restore. */
async function addForeignKey(client: pg.Client, key: ForeignKey): Promise<void> {
  try {
    await client.query(`alter table ${key.table} add constraint ${identifier(key.name)} ${key.definition}`);
  } catch (error) {
    throw new RestoreRefused(
      `the archive's rows break the foreign key ${key.name} of ${key.table} (${key.definition}): ${(error as Error).message}`,
    );
  }
}

/** COPY of one table from rows as SQLite gives them, encoded for each column's PostgreSQL type. */
async function copyInto(
  client: pg.Client,
  table: string,
  columns: string[],
  types: Record<string, string>,
  rows: Iterable<unknown[]>,
): Promise<void> {
  const encoders = columns.map((c) => copyEncoder(types[c]!, `${table}.${c}`));
  const stream: Writable = client.query(
    copyFrom(`copy ${identifier(table)} (${columns.map(identifier).join(', ')}) from stdin`),
  );
  const done = finished(stream);
  done.catch(() => undefined);
  try {
    let batch = '';
    for (const row of rows) {
      let line = '';
      for (let i = 0; i < encoders.length; i++) line += (i ? '\t' : '') + encoders[i]!(row[i]);
      batch += `${line}\n`;
      if (batch.length < BATCH_BYTES) continue;
      if (!stream.write(batch)) await new Promise((resolve) => stream.once('drain', resolve));
      batch = '';
    }
    stream.end(batch);
    await done;
  } catch (error) {
    stream.destroy();
    if (error instanceof RestoreRefused) throw error;
    const detail = (error as pg.DatabaseError).where ? ` (${(error as pg.DatabaseError).where})` : '';
    throw new RestoreRefused(
      `the archive's rows of ${table} do not fit PostgreSQL: ${(error as Error).message}${detail}`,
    );
  }
}

/**
 * Every sequence of the schema owned by a column (serial, identity) continues after the highest id the
 * column holds, and after the highest id the archive's engine had given (`carried`, by table: an id of a
 * deleted row is never given again).
 */
async function setSequences(client: pg.Client, schema: string, carried: Record<string, number>) {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select t.relname as table, a.attname as column, format('%I.%I', n.nspname, s.relname) as sequence
     from pg_depend d
     join pg_class s on s.oid = d.objid and s.relkind = 'S'
     join pg_namespace n on n.oid = s.relnamespace
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where n.nspname = $1 and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')`,
    [schema],
  );
  for (const r of rows) {
    const highest = Number(
      (
        await client.query(
          `select coalesce(max(${identifier(r.column)}), 0) as n from ${identifier(r.table)}`,
        )
      ).rows[0].n,
    );
    const next = Math.max(highest, carried[r.table] ?? 0);
    await client.query('select setval($1::regclass, $2, $3)', [r.sequence, Math.max(next, 1), next > 0]);
  }
}

/** A pool of the one connection the load runs on, for kysely (the rebuilds run inside its transaction). */
function onePool(client: pg.Client): pg.Pool {
  const lent = { query: client.query.bind(client), release: () => undefined };
  return { connect: async () => lent, end: async () => undefined } as unknown as pg.Pool;
}
