/**
 * The lhci configuration of the Lighthouse check: every screen at Lighthouse's default mobile profile
 * (simulated slow 4G, CPU 4× slower) in Debian's Chromium, and the thresholds for each.
 */
import { CHROMIUM_ARGS } from '../e2e/chromium-args';

/** The thresholds every screen must meet (lhci's assertion syntax). */
export const SCREEN_ASSERTIONS = {
  'categories:performance': ['error', { minScore: 0.95 }],
  'categories:accessibility': ['error', { minScore: 1 }],
  'categories:best-practices': ['error', { minScore: 1 }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.02 }],
  'total-blocking-time': ['error', { maxNumericValue: 150 }],
  'largest-contentful-paint': ['error', { maxNumericValue: 2000 }],
} as const;

/** Public pages are also for search engines. */
export const PUBLIC_ASSERTIONS = {
  ...SCREEN_ASSERTIONS,
  'categories:seo': ['error', { minScore: 1 }],
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function lighthouseConfig(options: {
  urls: Array<{ url: string; public: boolean }>;
  runs: number;
  outputDir: string;
  /** Relative to the working directory (lhci requires it so). */
  loginScript: string;
}) {
  return {
    ci: {
      collect: {
        url: options.urls.map((u) => u.url),
        numberOfRuns: options.runs,
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        puppeteerScript: options.loginScript,
        puppeteerLaunchOptions: { args: CHROMIUM_ARGS },
        settings: {
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // The default mobile profile: formFactor mobile, simulated throttling (slow 4G, CPU ×4).
        },
      },
      assert: {
        // The median run of each screen when there are several.
        assertMatrix: options.urls.map((u) => ({
          matchingUrlPattern: `^${escapeRegExp(u.url)}$`,
          aggregationMethod: 'median-run',
          assertions: u.public ? PUBLIC_ASSERTIONS : SCREEN_ASSERTIONS,
        })),
      },
      upload: { target: 'filesystem', outputDir: options.outputDir },
    },
  };
}
