/**
 * The app's analytics events (part 1 §2.4: clicked-login, clicked-signup, clicked-join-us-as-mentor,
 * clicked-contact-us, the instant-signup package choice, and the others the spec names) go through one
 * pluggable sink. The default writes `[analytics] event {data}` to the console at debug level (hidden unless
 * the console shows verbose messages); a deployment plugs its provider in with `setAnalyticsSink`.
 */
export type AnalyticsEvent =
  | 'clicked-login'
  | 'clicked-signup'
  | 'clicked-join-us-as-mentor'
  | 'clicked-contact-us'
  | 'instant-signup-package'
  | (string & {});

type AnalyticsSink = (event: AnalyticsEvent, data?: Record<string, unknown>) => void;

const consoleSink: AnalyticsSink = (event, data) => {
  console.debug('[analytics]', event, JSON.stringify(data ?? {}));
};

let sink: AnalyticsSink = consoleSink;

/** @public A deployment's analytics provider (null: back to the console). */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? consoleSink;
}

/** Sends an event; a failing sink never breaks the screen. */
export function track(event: AnalyticsEvent, data?: Record<string, unknown>): void {
  try {
    sink(event, data);
  } catch {
    // Analytics must never cost the user anything.
  }
}
