/** A restore that was refused before anything changed: one line says why. */
export class RestoreRefused extends Error {}
