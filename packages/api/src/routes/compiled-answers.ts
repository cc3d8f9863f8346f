/**
 * The operations whose answers are serialised by functions compiled from their contract's response schema
 * (http/response-serializers.ts): the library's reads, whose answers hold exactly what the contract lists.
 * Outside production every such answer is checked against JSON.stringify, so the suites prove each one.
 */
export const COMPILED_ANSWERS: ReadonlySet<string> = new Set([
  'get /modules/search',
  'get /recommendation-engine',
  'get /trending-modules',
  'get /categories',
  'get /users/bookmarks',
]);
