import { spawnSync } from 'node:child_process';

/** Prints the size-limit report of every package that has one (budgets themselves fail the build). */
export async function benchSizes(): Promise<void> {
  console.log('\nbundle sizes (min + gzip, size-limit; run after `npm run build`)');
  for (const pkg of ['@modkit/sdk']) {
    const result = spawnSync('npm', ['exec', '-w', pkg, '--', 'size-limit'], { encoding: 'utf8' });
    console.log(`${pkg}\n${result.stdout.trim() || result.stderr.trim()}`);
  }
}
