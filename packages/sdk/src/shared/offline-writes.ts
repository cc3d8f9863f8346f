/**
 * What the offline writes' wire format says of itself (issue 44), below the contract and the rules: an
 * `Idempotency-Key`'s form, and the batch operation's size and refusal.
 */

/** An `Idempotency-Key`: 8 to 255 visible ASCII characters (a client-made UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
/** The refusal of a key of another form (422, on the header). */
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 8 to 255 visible ASCII characters.';

/** The most writes a batch may carry (the server refuses more with 422). */
export const WRITES_BATCH_LIMIT = 100;
/** A write the batch names that no idempotent operation serves (404 for that write alone). */
export const BATCH_WRITE_UNKNOWN = 'This write cannot be sent in a batch.';
