/** Lighthouse results (LHRs) per screen: the median of each figure over the screen's runs, and a table. */
import { printTable } from '../../bench/lib/table';

interface Lhr {
  requestedUrl?: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

export interface LighthouseRow {
  name: string;
  runs: number;
  performance: number;
  lcpMs: number;
  /** Each run's LCP, in the order of the runs: how far a single run strays from the median. */
  lcpRunsMs: number[];
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function readResults(lhrs: Lhr[], screens: Array<{ name: string; url: string }>): LighthouseRow[] {
  return screens.map(({ name, url }) => {
    const runs = lhrs.filter((lhr) => lhr.requestedUrl === url && !lhr.runtimeError);
    const category = (id: string) =>
      median(runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const audit = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
    return {
      name,
      runs: runs.length,
      performance: category('performance'),
      lcpMs: audit('largest-contentful-paint'),
      lcpRunsMs: runs.map((r) => r.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      seo: category('seo'),
    };
  });
}

export function printRows(rows: LighthouseRow[], runs: number): void {
  // Each run's LCP where a screen has several (`--runs N`, or the runs that confirm a miss).
  const several = rows.some((r) => r.runs > 1);
  printTable(
    `lighthouse: ${rows.length} screens, mobile profile (slow 4G, CPU ×4), compiled server, median of ${runs}`,
    [
      'screen',
      'perf',
      'LCP s',
      ...(several ? ['LCP s, each run'] : []),
      'TBT ms',
      'CLS',
      'a11y',
      'BP',
      'SEO',
    ],
    rows.map((r) => [
      r.runs ? r.name : `${r.name} (no run)`,
      r.performance,
      (r.lcpMs / 1000).toFixed(2),
      ...(several ? [r.lcpRunsMs.map((ms) => (ms / 1000).toFixed(2)).join(' ')] : []),
      Math.round(r.tbtMs),
      r.cls.toFixed(3),
      r.accessibility,
      r.bestPractices,
      r.seo,
    ]),
  );
}
