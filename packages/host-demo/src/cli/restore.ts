/**
 * `npm run restore` (the root's): restores an archive of `npm run backup` into this modkit's DATA_DIR /
 * DATABASE_URL / STORAGE_URL, of either engine, with every part's tables (the api's and the LTI tool's: a move
 * across engines makes both with their migrations). The command is the api's (`@modkit/api/restore`):
 *   npm run restore -- modkit-2026-11-27.backup [--force] [--unencrypted] [--schema <postgres schema>]
 */
import { runRestoreCommand } from '@modkit/api/restore';
import { LTI_SCHEMA_PART } from '@modkit/lti-tool';

await runRestoreCommand([LTI_SCHEMA_PART]);
