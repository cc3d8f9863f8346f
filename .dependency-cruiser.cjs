/**
 * The api's layering (npm run lint): no import circles, and the shared layers import no domain.
 * packages/api/README.md ("Layout") says what each folder holds.
 */
const API = '^packages/api/src';
/** Shared layers: what every domain builds on. */
const SHARED = ['db', 'config', 'http', 'auth', 'storage', 'messaging', 'i18n', 'pdf', 'openapi'];
/** Domain folders (one per group of the OpenAPI tags) and what composes them (route table, app, seed, cli). */
const ABOVE = [
  'accounts',
  'admin',
  'catalogue',
  'commerce',
  'discussion',
  'learning',
  'partners',
  'projects',
  'supervision',
  'system',
  'website',
  'routes',
  'seed',
  'cli',
];
const folders = (names) => `${API}/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: break it by moving what both sides need below them.',
      from: { path: API },
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-domain',
      severity: 'error',
      comment:
        'db/, config/, http/, auth/, storage/, messaging/, i18n/, pdf/ and openapi/ import no domain folder and nothing that composes them.',
      from: { path: folders(SHARED) },
      to: { path: [folders(ABOVE), `${API}/(app|index|startup|startup-notice)\\.ts$`] },
    },
    {
      name: 'db-imports-only-db',
      severity: 'error',
      comment: 'db/ is the bottom layer.',
      from: { path: `${API}/db/` },
      to: { path: `${API}/`, pathNot: `${API}/db/` },
    },
  ],
  options: {
    includeOnly: API,
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
