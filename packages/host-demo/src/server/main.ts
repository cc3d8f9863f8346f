import {
  configFromEnv,
  environmentProblems,
  keepServingOnStrayErrors,
  onStopSignals,
  shutDownGracefully,
  startupNotice,
} from '@modkit/api';
import { composeServer } from './compose';

/** `npm start`: the whole product on one port, with the demo content on first start. */
async function main(): Promise<void> {
  // The environment is checked once, before anything starts: one line per bad or missing variable.
  const problems = environmentProblems();
  if (problems.length) {
    for (const problem of problems) console.error(`modkit could not start: ${problem}`);
    process.exit(1);
  }
  const config = configFromEnv();
  const started = Date.now();
  const { app, api, close } = await composeServer();
  // An error that escapes a handler is logged with its request id and answered 500; the server keeps
  // serving (the decision: the api README, "Errors outside a handler").
  keepServingOnStrayErrors(api.logger);
  const server = app.listen(config.port, () => {
    // Demo accounts in development only; production shows the first administrator's set-password link.
    const accounts = startupNotice(api.startup);
    console.log(`
modkit is running at ${config.publicUrl}  (ready in ${Date.now() - started} ms)

  API      ${config.publicUrl}/api   (alive: /api/health, ready: /api/ready)
  LTI      ${config.publicUrl}/lti/config.json   (login /lti/login, launch /lti/launch, keys /lti/keys)
  Widgets  ${config.publicUrl}/embed-demo   (a partner page; script: ${config.publicUrl}/widgets/loader.js)
  Data     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}

${accounts}
`);
  });
  // SIGTERM/SIGINT: not ready (a balancer drains us for SHUTDOWN_DRAIN_MS), stop accepting, answer what is in
  // flight, finish the work in hand, close the pool (≤ 10 s).
  onStopSignals(() =>
    shutDownGracefully(server, close, {
      drainMs: config.shutdownDrainMs,
      onStopping: () => {
        api.ctx.lifecycle.stopping = true;
      },
    }),
  );
}

main().catch((error: unknown) => {
  console.error('modkit could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
