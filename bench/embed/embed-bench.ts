/**
 * `npm run bench -- embed`: one module shown to a signed-in learner on a partner page, three ways — the
 * widgets (one script tag and `<modkit-module-player>`), an iframe of the standalone app's module page, and
 * h5p-standalone showing the module's preview text — in Debian's Chromium under Lighthouse's mobile profile
 * (mobile-profile.ts), cold and warm cache. Prints, per way and cache state, the medians of the times to the
 * module's title, to its enabled start button and to interactive (content-probe.ts) and of the bytes
 * transferred, and the times as multiples of the widgets'. Figures only, never assertions. The h5p rows are
 * left out when h5p-standalone cannot be had (h5p-standalone-dist.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../../tests/e2e/chromium-args';
import { generateCatalogue } from '../api/generate-catalogue';
import { startChildServer } from '../lib/child-server';
import { printTable } from '../lib/table';
import { prepareBundles } from './embed-bundles';
import { embedTable } from './embed-table';
import { type EmbedSetup, measureWays, type WayName } from './embed-ways';
import { writeH5pPackage } from './h5p-package';
import { h5pStandaloneDist } from './h5p-standalone-dist';
import { learnerModule } from './learner-module';
import { MOBILE_PROFILE } from './mobile-profile';

/** The module the bench shows (the demo catalogue's). */
const MODULE_NAME = 'Fibonacci in Nature';
/** The quiet main thread (no long task) after which a page counts as interactive: Lighthouse's 5 s. */
const QUIET_MS = 5000;
/** The product's port; the partner site takes the next one (EMBED_BENCH_PORT, default 4970). */
const PORT = Number(process.env.EMBED_BENCH_PORT ?? 4970);
/** What the e2e tests launch Debian's Chromium with, and one process for a page and its iframes. */
const EMBED_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  // As on Android, where a cross-site iframe shares its page's process: the page's CPU throttling, network
  // conditions and byte count then cover the iframe too.
  '--disable-site-isolation-trials',
];

export async function benchEmbed(options: { quick: boolean }): Promise<void> {
  const runs = options.quick ? 1 : 7;
  const dir = mkdtempSync(join(tmpdir(), 'modkit-embed-bench-'));
  try {
    const { widgetsDir, appDir } = prepareBundles(dir);
    await generateCatalogue(join(dir, 'data'), 0);
    const cacheDir = join(tmpdir(), 'modkit-embed-bench-cache');
    mkdirSync(cacheDir, { recursive: true });
    const h5pDist = h5pStandaloneDist(cacheDir);
    const server = await startChildServer(fileURLToPath(new URL('./serve-embed.ts', import.meta.url)), {
      PORT: String(PORT),
      DATA_DIR: join(dir, 'data'),
      APP_DIR: appDir,
      WIDGETS_DIR: widgetsDir,
      BENCH_DIR: dir,
      H5P_STANDALONE_DIR: h5pDist ?? '',
    });
    try {
      const setup = await embedSetup(server.ready, dir);
      const ways: WayName[] = h5pDist ? ['widgets', 'iframe', 'h5p'] : ['widgets', 'iframe'];
      const samples = await measureWays(ways, setup, runs);
      const { header, rows } = embedTable(samples);
      printTable(
        `embed: one module on a partner page — ${MOBILE_PROFILE.name}; median of ${runs}\n` +
          'ms from navigation start; title / button: first rendered (enabled); interactive: the button there and ' +
          `the end of the last long task before ${QUIET_MS / 1000} s without one; kB over the network, iframes included`,
        header,
        rows,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The module, the learner's app session and the H5P package of the module's text. */
async function embedSetup(
  ready: Record<string, unknown> & { url: string },
  dir: string,
): Promise<EmbedSetup> {
  const token = String(ready.token);
  const { module, appSession } = await learnerModule(ready.url, token, MODULE_NAME);
  writeH5pPackage(join(dir, 'h5p-package'), {
    title: module.name,
    descriptionHtml: module.description,
    button: 'Get Started',
  });
  return {
    partnerUrl: String(ready.partnerUrl),
    appUrl: ready.url,
    moduleId: module.id,
    probe: { title: module.name, buttons: ['Get Started', 'Continue', 'Completed'], quietMs: QUIET_MS },
    appSession,
    chromium: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: EMBED_CHROMIUM_ARGS },
  };
}
