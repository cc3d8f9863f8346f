import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * PostgreSQL announces, at commit, each change that ends a signed-in session elsewhere: a user's row written
 * or deleted (password change or reset, role, status, erasure …: `u|<id>`), a token revoked (logout:
 * `j|<jti>`), a partner added, written or deleted (a new partner's widget tokens, disable, key rotation,
 * origins: `p|<id>`). Every server listens
 * (`LISTEN modkit_changes`) and forgets what it cached of them, whichever server or tool made the change.
 * The payload starts with the table's schema (servers of other schemas on the same database ignore it).
 * SQLite has one server: it sees its own writes (db/write-watch.ts) and others' by `data_version`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create function modkit_notify_change() returns trigger language plpgsql as $$
    declare
      kind text := case TG_TABLE_NAME when 'revoked_tokens' then 'j' when 'partners' then 'p' else 'u' end;
      row_key text;
    begin
      if TG_TABLE_NAME = 'revoked_tokens' then
        row_key := NEW.jti;
      elsif TG_OP = 'DELETE' then
        row_key := OLD.id::text;
      else
        row_key := NEW.id::text;
      end if;
      perform pg_notify(left('modkit_changes_' || TG_TABLE_SCHEMA, 63), kind || '|' || row_key);
      return null;
    end $$`.execute(db);
  await sql`create trigger users_changed after update or delete on users
    for each row execute function modkit_notify_change()`.execute(db);
  await sql`create trigger revoked_tokens_added after insert on revoked_tokens
    for each row execute function modkit_notify_change()`.execute(db);
  await sql`create trigger partners_changed after insert or update or delete on partners
    for each row execute function modkit_notify_change()`.execute(db);
}
