import { createApi } from '@modkit/api';
import { createLtiTool } from '../../src/index';

type ApiOptions = Parameters<typeof createApi>[0];
type ToolOptions = Parameters<typeof createLtiTool>[0];

/**
 * The api and the LTI tool of a test process at `publicUrl`, made as the production server makes them (here in
 * development mode, errors written to stderr), in the PostgreSQL schema `pgSchema` when there is one; the
 * platform `platform` (JSON) registered when given.
 */
export async function composeApiAndTool(options: {
  publicUrl: string;
  pgSchema: string | undefined;
  platform: string | undefined;
  api: Omit<ApiOptions, 'publicUrl' | 'pgSchema' | 'production' | 'log'>;
  tool: Omit<ToolOptions, 'api' | 'publicUrl' | 'pgSchema'>;
}) {
  const { publicUrl, pgSchema, platform } = options;
  const schema = pgSchema ? { pgSchema } : {};
  const api = await createApi({
    ...options.api,
    ...schema,
    production: false,
    publicUrl,
    log: (error) => console.error(error),
  });
  const tool = await createLtiTool({ api, publicUrl, ...schema, ...options.tool });
  if (platform) await tool.registerPlatform(JSON.parse(platform));
  return { api, tool };
}
