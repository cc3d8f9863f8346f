/**
 * Restores an archive of `npm run backup` into this api's DATA_DIR / DATABASE_URL / STORAGE_URL (see
 * restore-command.ts); the root's `npm run restore` is the composed server's, which also knows the LTI tool's
 * tables:
 *   npm run restore -- modkit-2026-11-27.backup [--force] [--unencrypted] [--schema <postgres schema>]
 */
import { runRestoreCommand } from './restore-command';

await runRestoreCommand();
