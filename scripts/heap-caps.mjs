// The production server's heap caps (issue 25): Node's defaults let V8 keep 390–450 MB resident after the
// read mix at 100 000 modules; a 4 MB semi-space and a 160 MB old space keep it at about 195 MB, flat, at the
// same throughput. The live heap after a full collection is 40–52 MB, and nothing grows with the data any
// more (the personal data export is streamed), so 160 MB leaves room for bursts. The caps go on the server's
// own node command line (never NODE_OPTIONS, which one-off commands such as a backup would inherit).

/** Old space MB when HEAP_LIMIT_MB is unset. */
export const DEFAULT_OLD_SPACE_MB = 160;
/** Young generation semi-space MB that comes with the cap. */
export const SEMI_SPACE_MB = 4;

/**
 * The node flags of HEAP_LIMIT_MB: unset = the default caps, `off` = none (Node's defaults), a whole number
 * of MB from 64 = that old space. Anything else is an error whose message is the one line the start prints.
 */
export function heapCapFlags(setting) {
  if (setting === undefined || setting === '') return flags(DEFAULT_OLD_SPACE_MB);
  if (setting === 'off') return [];
  if (!/^\d+$/.test(setting) || Number(setting) < 64)
    throw new Error(`HEAP_LIMIT_MB: must be a whole number of MB from 64, or off (got "${setting}")`);
  return flags(Number(setting));
}

function flags(oldSpaceMb) {
  return [`--max-semi-space-size=${SEMI_SPACE_MB}`, `--max-old-space-size=${oldSpaceMb}`];
}

/** Whether this process's own command line already sets the heap (the operator's flags win). */
export function heapSetOnCommandLine(execArgv = process.execArgv) {
  return execArgv.some((flag) => /^--max-(old|semi)-space-size/.test(flag));
}
