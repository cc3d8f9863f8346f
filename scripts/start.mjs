// `npm start`: in development the TypeScript sources through tsx (the app and widgets are built on first
// start); with NODE_ENV=production the compiled server of `npm run build`, never tsx, never a build, with the
// heap caps of heap-caps.mjs on its node command line (HEAP_LIMIT_MB; the process replaces itself with
// `node <caps> scripts/start.mjs`, same pid, unless its command line sets the heap already).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heapCapFlags, heapSetOnCommandLine } from './heap-caps.mjs';

const compiled = fileURLToPath(new URL('../packages/host-demo/dist/server/main.js', import.meta.url));
const sources = fileURLToPath(new URL('../packages/host-demo/src/server/main.ts', import.meta.url));

if (process.env.NODE_ENV === 'production') {
  let caps;
  try {
    caps = heapCapFlags(process.env.HEAP_LIMIT_MB);
  } catch (error) {
    console.error(`modkit could not start: ${error.message}`);
    process.exit(1);
  }
  if (caps.length && !heapSetOnCommandLine()) {
    const self = fileURLToPath(import.meta.url);
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...caps, self], process.env);
  }
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
