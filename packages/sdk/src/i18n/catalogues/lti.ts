/**
 * The `lti` namespace: the LTI tool's launch page's own few words (the tool renders them on the server in
 * the LMS's language; no widget carries them).
 */
import type { Catalogue } from '../catalogue';
import { messages } from './en/lti';
import type english from './en/lti.json';

/** A message id of the LTI tool's catalogue. */
export type LtiMessageId = keyof typeof english;

export const LTI_CATALOGUE: Catalogue = {
  english: messages,
  load: {
    es: () => import('./es/lti'),
    ar: () => import('./ar/lti'),
    'en-x-pseudo': () => import('./en-x-pseudo/lti'),
  },
};
