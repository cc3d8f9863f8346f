import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** Writes made offline, sent together. */
export const OFFLINE_OPERATIONS: Operation[] = [
  ...tagged('Offline', [
    [
      'post /writes/batch',
      'Many queued writes in one request, each answered as its own',
      c.WritesBatchBody,
      c.WritesBatchResponse,
    ],
  ]),
];
