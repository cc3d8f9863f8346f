/**
 * LTI administration from the command line, on the configured database (DATA_DIR / DATABASE_URL):
 *   npm run lti -- register <platforms.json>     register (or update) the platforms of a JSON file
 *   npm run lti -- add-deployment <issuer> <client_id> <deployment_id>
 *   npm run lti -- list                           the registered platforms, their status and deployments
 *   npm run lti -- pending                        the platforms that registered themselves, waiting for approval
 *   npm run lti -- approve <issuer> <client_id>   let a pending platform launch
 *   npm run lti -- refuse <issuer> <client_id>    remove a platform and refuse its launches
 */
import { commandLineApi } from '@modkit/api';
import type { Kysely } from 'kysely';
import { createLtiTool } from '../create-lti-tool';
import type { RegisteredPlatform } from '../platforms/platform-approval';
import { readPlatformsFile } from '../platforms/platforms-file';
import { addDeployments } from '../platforms/register-platform';
import type { LtiTables } from '../store/schema';

const USAGE =
  'usage: npm run lti -- register <platforms.json> | add-deployment <issuer> <client_id> <deployment_id> | list | pending | approve <issuer> <client_id> | refuse <issuer> <client_id>';

function describe(p: RegisteredPlatform): string {
  const from = p.configurationUrl ? `  registered from ${p.configurationUrl}` : '';
  return `${p.name}  ${p.issuer}  client ${p.clientId}  ${p.status}  deployments: ${p.deploymentIds.join(', ') || '—'}  keys ${p.jwksUrl}${from}`;
}

async function main([command, ...args]: string[]): Promise<void> {
  const api = await commandLineApi();
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
      for (const platform of await tool.listPlatforms()) console.log(describe(platform));
    } else if (command === 'pending') {
      const pending = await tool.pendingPlatforms();
      for (const platform of pending) console.log(describe(platform));
      if (pending.length === 0) console.log('no platform is waiting for approval');
    } else if ((command === 'approve' || command === 'refuse') && args.length === 2) {
      const [issuer, clientId] = args as [string, string];
      const done =
        command === 'approve'
          ? await tool.approvePlatform(issuer, clientId)
          : await tool.refusePlatform(issuer, clientId);
      if (!done)
        throw new Error(
          command === 'approve'
            ? `no platform ${issuer} with client ${clientId} is waiting for approval`
            : `no platform ${issuer} with client ${clientId}`,
        );
      console.log(`${command === 'approve' ? 'approved' : 'refused'} ${issuer} (client ${clientId})`);
    } else {
      console.error(USAGE);
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
