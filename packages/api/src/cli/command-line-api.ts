import { type Api, type ApiOptions, createApi } from '../app';

/**
 * The api of a command-line tool (`npm run import-catalogue`, `create-admin`, `lti`) on the configured
 * database: no demo seed and no background worker (no mail worker, no push sender), so a clean run ends
 * with its own output only, however long it held the process.
 */
export function commandLineApi(options: ApiOptions = {}): Promise<Api> {
  return createApi({ seedDemo: false, ...options, backgroundWorkers: false });
}
