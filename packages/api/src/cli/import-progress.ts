import cliProgress from 'cli-progress';
import type { ImportProgress } from '../catalogue-import/import-catalogue';

/** Where progress goes: a terminal gets a live bar, anything else (a log, a pipe) a line per 10 %. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ImportProgressView {
  update(progress: ImportProgress): void;
  stop(): void;
}

const number = (n: number) => Math.round(n).toLocaleString('en');

/** `about 12 s left`, `about 3 min left`. */
function timeLeft(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'time left unknown';
  return seconds < 90 ? `about ${Math.ceil(seconds)} s left` : `about ${Math.round(seconds / 60)} min left`;
}

/**
 * The importer's progress: on a terminal a bar (cli-progress) with the modules done, modules/s and the time
 * left; elsewhere one plain line each time another 10 % is done, so a log shows the import moving.
 */
export function createImportProgress(
  stream: ProgressStream,
  now: () => number = Date.now,
): ImportProgressView {
  const started = now();
  const rate = (modules: number) => modules / Math.max(0.001, (now() - started) / 1000);
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: stream as NodeJS.WritableStream,
        format:
          'importing [{bar}] {percentage}% | {modules} modules | {rate} modules/s | {eta_formatted} left',
        hideCursor: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
    let running = false;
    return {
      update({ done, total, modules }) {
        const payload = { modules: number(modules), rate: number(rate(modules)) };
        if (!running) {
          bar.start(Math.max(1, Math.round(total)), Math.round(done), payload);
          running = true;
        } else bar.update(Math.round(done), payload);
      },
      stop() {
        if (running) bar.stop();
        running = false;
      },
    };
  }
  let shown = 0;
  return {
    update({ done, total, modules }) {
      const tenths = total > 0 ? Math.floor((done / total) * 10 + 1e-9) : 10;
      if (tenths <= shown) return;
      shown = tenths;
      const elapsed = (now() - started) / 1000;
      const left = done > 0 ? (elapsed * (total - done)) / done : Number.POSITIVE_INFINITY;
      stream.write(
        `importing: ${tenths * 10} % (${number(modules)} modules, ${number(rate(modules))} modules/s, ${timeLeft(left)})\n`,
      );
    },
    stop() {},
  };
}
