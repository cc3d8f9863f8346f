/**
 * What a first read is (first-reads.ts lists them by screen): shared by the server, which lists them, and the page
 * start's script (server/page-start.inline.ts), which makes them. Nothing here imports anything: the page start
 * is built from it.
 */

/**
 * One read: its path and, when only some roles make it, those (the session's `user_type`). `cover`: the read's
 * answer names the screen's largest paint, a module's cover (in `data`, or in the first item of `data[list]`):
 * the page start preloads that image as soon as the answer is in, while the app's code still downloads.
 */
export interface FirstRead {
  path: string;
  roles?: string[];
  /** How many parts of the screen make this read (1 when unset): each gets the one answer. */
  takers?: number;
  cover?: { list?: string };
  /** A read sent as a POST with this JSON body (as the SDK's client writes it), GET when unset. */
  body?: string;
  /**
   * The localStorage key of choices that change the read (a JSON object): with any of them set, the page start
   * leaves the read to the screen, which asks with them.
   */
  unlessChosen?: string;
}

/** In a read's path: the signed-in user's id, which the page start takes from the session. */
export const SESSION_USER = '{user}';
