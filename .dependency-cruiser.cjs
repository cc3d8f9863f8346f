/**
 * The layers (npm run lint). In the SDK the contract's schemas import no rule (what both name lives in
 * src/shared/); in the widgets the shared UI (src/ui/) imports no widget. The api's layering: no import circles; the shared layers import only shared layers; nothing
 * imports what composes the domains. Every folder of packages/api/src that is neither a shared layer nor a
 * composer is a domain: a new folder is held to the rules without being listed. packages/api/README.md
 * ("Layout") says what each folder holds.
 */
const API = '^packages/api/src';
/** Shared layers: what every domain builds on. */
const SHARED = ['db', 'config', 'http', 'auth', 'storage', 'messaging', 'i18n', 'pdf', 'openapi'];
/** What composes the domains: the route table and operations (routes/), the commands (cli/), the demo (seed/). */
const COMPOSERS = ['routes', 'cli', 'seed'];
const folders = (names) => `${API}/(${names.join('|')})/`;
/** The files at the top of src/: the app, the package's entry and the start. */
const TOP = `${API}/[^/]+\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-imports-no-rules',
      severity: 'error',
      comment:
        "The SDK's schemas (src/contract/) import only the contract and src/shared/: no rule, no call.",
      from: { path: '^packages/sdk/src/contract/' },
      to: { path: '^packages/sdk/src/', pathNot: '^packages/sdk/src/(contract|shared)/' },
    },
    {
      name: 'ui-imports-no-widget',
      severity: 'error',
      comment: "The widgets' shared UI (src/ui/) imports only ui/, runtime/ and its own messages: no widget.",
      from: { path: '^packages/widgets/src/ui/' },
      to: {
        path: '^packages/widgets/src/',
        pathNot: ['^packages/widgets/src/(ui|runtime)/', '^packages/widgets/src/messages/ui\\.ts$'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: break it by moving what both sides need below them.',
      from: { path: API },
      to: { circular: true },
    },
    {
      name: 'shared-imports-only-shared',
      severity: 'error',
      comment: `The shared layers (${SHARED.join('/, ')}/) import only shared layers: no domain, nothing that composes them.`,
      from: { path: folders(SHARED) },
      to: { path: `${API}/`, pathNot: folders(SHARED) },
    },
    {
      name: 'nothing-imports-composers',
      severity: 'error',
      comment: `Domains and shared layers import nothing that composes them (${COMPOSERS.join('/, ')}/, the files at the top of src/).`,
      from: { path: `${API}/`, pathNot: [folders(COMPOSERS), TOP] },
      to: { path: [folders(COMPOSERS), TOP] },
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
    includeOnly: '^packages/(api|sdk|widgets)/src',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
