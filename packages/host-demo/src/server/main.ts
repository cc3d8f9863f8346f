import { configFromEnv, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@modkit/api';
import { composeServer } from './compose';

/** `npm start`: the whole product on one port, with the demo content on first start. */
async function main(): Promise<void> {
  const config = configFromEnv();
  const started = Date.now();
  const { app, close } = await composeServer();
  const server = app.listen(config.port, () => {
    const rows = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.role.padEnd(13)} ${a.note}`).join(
      '\n',
    );
    console.log(`
modkit is running at ${config.publicUrl}  (ready in ${Date.now() - started} ms)

  API      ${config.publicUrl}/api   (health: /api/health)
  LTI      ${config.publicUrl}/lti/config.json   (login /lti/login, launch /lti/launch, keys /lti/keys)
  Widgets  ${config.publicUrl}/embed-demo   (a partner page; script: ${config.publicUrl}/widgets/loader.js)
  Data     ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}

Demo accounts (password ${DEMO_PASSWORD}):
${rows}
`);
  });
  const stop = () => {
    server.close();
    void close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('modkit could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
