/** The fixed clock of the rules' table tests: the instant they are read at, and one day in milliseconds. */
export const NOW = Date.parse('2026-11-22T12:00:00Z');
export const DAY = 86_400_000;
