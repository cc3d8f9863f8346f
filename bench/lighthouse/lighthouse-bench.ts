/**
 * `npm run bench -- lighthouse`: Lighthouse on every main screen (tests/lighthouse/screens.ts) with the median
 * of 3 runs each (1 with --quick), as `npm test` measures them once with its thresholds. Figures only; the
 * machine's load average is printed with them (Lighthouse's simulated CPU slowdown multiplies what a busy CPU
 * observes, so a loaded machine reads slower).
 */
import { loadavg } from 'node:os';
import { printRows } from '../../tests/lighthouse/results';
import { runLighthouse } from '../../tests/lighthouse/run';

export async function benchLighthouse(options: { quick: boolean }): Promise<void> {
  const runs = options.quick ? 1 : 3;
  const before = loadavg()[0]!;
  const { rows, seconds } = await runLighthouse({ runs, assert: false });
  printRows(rows, runs);
  console.log(
    `${rows.length} screens × ${runs} runs in ${seconds.toFixed(0)} s; load average ${before.toFixed(1)} before, ` +
      `${loadavg()[0]!.toFixed(1)} after (2 cores: above 2 the figures read slower than a quiet machine's)`,
  );
}
