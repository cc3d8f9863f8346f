import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Full-text search over module names and descriptions: an FTS5 index kept in step by triggers on
 * SQLite, a GIN index over a `simple` tsvector on PostgreSQL. Prefix matching ("clim" finds "climate").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create index modules_fulltext on modules using gin (to_tsvector('simple', name || ' ' || description))`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table modules_fts using fts5(name, description, content='modules', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create trigger modules_fts_insert after insert on modules begin
    insert into modules_fts(rowid, name, description) values (new.id, new.name, new.description);
  end`.execute(db);
  await sql`create trigger modules_fts_delete after delete on modules begin
    insert into modules_fts(modules_fts, rowid, name, description) values ('delete', old.id, old.name, old.description);
  end`.execute(db);
  await sql`create trigger modules_fts_update after update of name, description on modules begin
    insert into modules_fts(modules_fts, rowid, name, description) values ('delete', old.id, old.name, old.description);
    insert into modules_fts(rowid, name, description) values (new.id, new.name, new.description);
  end`.execute(db);
  await sql`insert into modules_fts(modules_fts) values ('rebuild')`.execute(db);
}
