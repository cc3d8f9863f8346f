// `npm start`: in development the TypeScript sources through tsx (the app and widgets are built on first
// start); with NODE_ENV=production the compiled server of `npm run build`, never tsx, never a build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = fileURLToPath(new URL('../packages/host-demo/dist/server/main.js', import.meta.url));
const sources = fileURLToPath(new URL('../packages/host-demo/src/server/main.ts', import.meta.url));

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(compiled)) {
    console.error('modkit could not start: the compiled server is missing (run `npm run build` first)');
    process.exit(1);
  }
  await import(compiled);
} else {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', sources], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
