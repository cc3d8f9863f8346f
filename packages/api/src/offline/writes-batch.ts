/**
 * `POST /writes/batch` (issue 44): the writes a device queued, in one request. Each write is what its own
 * request would be (method, path, body) with its own `Idempotency-Key`, and is run through that operation's
 * whole chain as its own request would be (the token, the key's claim or its first answer, the handler, the
 * error handler): the rules of each kind (points once, progress only rising, the mark made last) are the
 * single operation's. The writes are done one after the other in the order sent; each is answered with its own
 * status and body. A write refused for good does not stop the others; one whose answer its queue would try
 * again later (`stopsBatch`) stops the batch, and the writes after it are not done (no answer), so a queue's
 * order holds.
 */
import { WritesBatchBody } from '@modkit/sdk/contract';
import { BATCH_WRITE_UNKNOWN, stopsBatch } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { parseWith } from '../http/input/validate';
import { replayWrite, type WriteAnswer } from '../http/replay-write';
import { writeChainsOf } from '../http/write-chains';

export const writesBatch =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { writes } = parseWith(WritesBatchBody, req.body);
    const chains = writeChainsOf(ctx);
    const answers: Array<WriteAnswer & { key: string }> = [];
    for (const write of writes) {
      const route = chains.find(write.method, write.path);
      const answer = route
        ? await replayWrite(chains, route, { req, res }, write)
        : { status: 404, body: { message: BATCH_WRITE_UNKNOWN, error: {} } };
      answers.push({ key: write.key, ...answer });
      if (stopsBatch(answer.status)) break;
    }
    res.json({ data: answers });
  };
