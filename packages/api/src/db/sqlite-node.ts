/**
 * better-sqlite3 13 is a Node-API 10 addon (its builds ship inside the npm package). On a Node without
 * Node-API 10 (before 22.14) it does not refuse to load: the process dies of a segmentation fault at the
 * first `new Database()`, with no message. This names the problem instead, before SQLite is opened.
 */
const SQLITE_NODE_API = 10;

/** Why SQLite cannot run on this Node (one line), or null when it can. */
export function sqliteNodeProblem(versions: { node: string; napi?: string | undefined }): string | null {
  if (Number(versions.napi ?? 0) >= SQLITE_NODE_API) return null;
  return `SQLite needs Node 22.14 or later (Node-API ${SQLITE_NODE_API}); this is Node ${versions.node}: run modkit through npm (npm start, npm test use the project's Node 24) or install Node 24`;
}
