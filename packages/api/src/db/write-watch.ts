import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * A write to a watched table seen by this server: the table, and the keys it touched (the rows' `id`, or the
 * inserted values of the table's key column) when the statement names them plainly; `null` when they cannot
 * be told (a write of many rows by a condition, raw SQL): then every key must be taken as touched.
 */
interface TableWrite {
  table: string;
  keys: Array<string | number> | null;
}

export interface WriteWatch {
  /** The Kysely plugin to install on the database (every statement passes it). */
  plugin: KyselyPlugin;
  /** Calls `listener` after each statement that wrote to one of `tables`; answers a function that stops it. */
  on(tables: readonly string[], listener: (write: TableWrite) => void): () => void;
}

/** Which column names a row in each watched table, for inserts (updates and deletes are read by `id`). */
const INSERT_KEY: Record<string, string> = { revoked_tokens: 'jti' };

/**
 * Watches this server's own writes to some tables, as its statements run (before they commit): a cache of
 * rows of those tables forgets them at once. On SQLite one connection runs everything, so nothing reads
 * between the write and its commit; on PostgreSQL other servers learn of a change from the database's
 * notifications after it committed (see the token cache).
 */
export function createWriteWatch(): WriteWatch {
  const listeners = new Map<string, Set<(write: TableWrite) => void>>();
  const pending = new WeakMap<object, TableWrite>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (listeners.size === 0) return node;
      const write = writeOf(node);
      if (write && listeners.has(write.table)) pending.set(queryId, write);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const write = pending.get(queryId);
      if (write) for (const listener of listeners.get(write.table) ?? []) listener(write);
      return result;
    },
  };
  return {
    plugin,
    on(tables, listener) {
      for (const table of tables) {
        const set = listeners.get(table) ?? new Set();
        set.add(listener);
        listeners.set(table, set);
      }
      return () => {
        for (const table of tables) {
          listeners.get(table)?.delete(listener);
          if (!listeners.get(table)?.size) listeners.delete(table);
        }
      };
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: kysely's operation nodes are read by their shape here (the kinds are checked).
type Node = OperationNode & Record<string, any>;

/** The table a statement writes to, and the keys it names; null for reads and schema statements. */
function writeOf(node: RootOperationNode): TableWrite | null {
  const n = node as Node;
  switch (n.kind) {
    case 'UpdateQueryNode':
      return tableWrite(n.table, idsOfWhere(n.where?.where), !!n.from || !!n.joins?.length);
    case 'DeleteQueryNode':
      return tableWrite(n.from?.froms?.[0], idsOfWhere(n.where?.where), (n.from?.froms?.length ?? 0) > 1);
    case 'InsertQueryNode': {
      const table = tableName(n.into);
      if (!table) return null;
      // An upsert may update a row it did not name (one that does nothing on a conflict does not).
      if ((n.onConflict && !n.onConflict.doNothing) || n.onDuplicateKey || n.replace)
        return { table, keys: null };
      return { table, keys: insertedKeys(n, INSERT_KEY[table]) };
    }
    case 'RawNode':
      // Raw SQL: the tables it names, each as wholly touched.
      return rawWrite(n);
    default:
      return null;
  }
}

function tableWrite(table: Node | undefined, ids: Array<string | number> | null, joined: boolean) {
  const name = tableName(table);
  return name ? { table: name, keys: joined ? null : ids } : null;
}

function tableName(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode') return node.table?.identifier?.name ?? null;
  if (node.kind === 'AliasNode') return tableName(node.node);
  return null;
}

function columnName(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'ReferenceNode') return columnName(node.column);
  if (node.kind === 'ColumnNode') return node.column?.name ?? null;
  return null;
}

/** `id = v` or `id in (v, …)` (alone, or in an AND with anything else): the ids; anything else: null. */
function idsOfWhere(where: Node | undefined): Array<string | number> | null {
  if (!where) return null;
  if (where.kind === 'AndNode') return idsOfWhere(where.left) ?? idsOfWhere(where.right);
  if (where.kind === 'ParensNode') return idsOfWhere(where.node);
  if (where.kind !== 'BinaryOperationNode' || columnName(where.leftOperand) !== 'id') return null;
  const operator = where.operator?.operator;
  const right = where.rightOperand as Node;
  if (operator === '=' && right.kind === 'ValueNode') return [right.value];
  if (operator === 'in' && right.kind === 'PrimitiveValueListNode') return [...right.values];
  if (operator === 'in' && right.kind === 'ValueListNode') {
    const values = (right.values as Node[]).map((v) => (v.kind === 'ValueNode' ? v.value : undefined));
    return values.every((v) => v !== undefined) ? values : null;
  }
  return null;
}

/** The inserted values of the key column, when the insert lists plain values. */
function insertedKeys(node: Node, keyColumn: string | undefined): Array<string | number> | null {
  if (!keyColumn) return [];
  const at = (node.columns as Node[] | undefined)?.findIndex((c) => c.column?.name === keyColumn) ?? -1;
  if (at < 0 || node.values?.kind !== 'ValuesNode') return null;
  const keys: Array<string | number> = [];
  for (const row of node.values.values as Node[]) {
    const value =
      row.kind === 'PrimitiveValueListNode'
        ? row.values[at]
        : row.values?.[at]?.kind === 'ValueNode'
          ? row.values[at].value
          : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    keys.push(value);
  }
  return keys;
}

const RAW_WRITE = /\b(?:update|delete\s+from|insert\s+into)\s+"?(\w+)"?/gi;

function rawWrite(node: Node): TableWrite | null {
  const text = (node.sqlFragments as string[] | undefined)?.join(' ') ?? '';
  const match = RAW_WRITE.exec(text);
  RAW_WRITE.lastIndex = 0;
  return match?.[1] ? { table: match[1].toLowerCase(), keys: null } : null;
}
