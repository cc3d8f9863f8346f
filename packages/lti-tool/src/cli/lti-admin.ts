/**
 * LTI administration from the command line, on the configured database (DATA_DIR / DATABASE_URL):
 *   npm run lti -- register <platforms.json>     register (or update) the platforms of a JSON file
 *   npm run lti -- add-deployment <issuer> <client_id> <deployment_id>
 *   npm run lti -- list                           the registered platforms and their deployments
 */
import { createApi } from '@modkit/api';
import type { Kysely } from 'kysely';
import { createLtiTool } from '../create-lti-tool';
import { readPlatformsFile } from '../platforms/platforms-file';
import { addDeployments } from '../platforms/register-platform';
import type { LtiTables } from '../store/schema';

async function main([command, ...args]: string[]): Promise<void> {
  const api = await createApi({ seedDemo: false });
  const tool = await createLtiTool({ api });
  const db = api.ctx.db as unknown as Kysely<LtiTables>;
  try {
    if (command === 'register' && args[0]) {
      const platforms = readPlatformsFile(args[0]);
      if (platforms.length === 0) throw new Error(`${args[0]}: no platforms (is the path right?)`);
      for (const platform of platforms) {
        await tool.registerPlatform(platform);
        console.log(
          `registered ${platform.name} (${platform.issuer}, client ${platform.clientId}): ${platform.deploymentIds.join(', ')}`,
        );
      }
    } else if (command === 'add-deployment' && args.length === 3) {
      const [issuer, clientId, deploymentId] = args as [string, string, string];
      if (!(await tool.provider.getPlatform(issuer, clientId)))
        throw new Error(`no platform ${issuer} with client ${clientId}`);
      await addDeployments(db, issuer, clientId, [deploymentId], Date.now());
      console.log(`deployment ${deploymentId} accepted for ${issuer} (${clientId})`);
    } else if (command === 'list') {
      for (const platform of await tool.provider.getAllPlatforms()) {
        const json = await platform.platformJSON();
        const deployments = await db
          .selectFrom('lti_deployments')
          .select('deployment_id')
          .where('issuer', '=', String(json.url))
          .where('client_id', '=', String(json.clientId))
          .execute();
        console.log(
          `${json.name}  ${json.url}  client ${json.clientId}  active ${json.active ?? true}  deployments: ${deployments.map((d) => d.deployment_id).join(', ') || '—'}`,
        );
      }
    } else {
      console.error(
        'usage: npm run lti -- register <platforms.json> | add-deployment <issuer> <client_id> <deployment_id> | list',
      );
      process.exitCode = 2;
    }
  } finally {
    await tool.close();
    await api.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
