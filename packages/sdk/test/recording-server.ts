import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body, or the raw text for other content types. */
  body: unknown;
  rawBody: Buffer;
  contentType: string;
}

export interface Reply {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Delay before answering, in ms (to test cancellation and time-outs). */
  delayMs?: number;
}

export type Responder = (req: RecordedRequest) => Reply | undefined;

/**
 * A real HTTP server on 127.0.0.1 that records every request and answers through a
 * replaceable responder (default: `{ data: {} }`). Client tests assert what went over the wire.
 */
export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  last(): RecordedRequest;
  respond(responder: Responder): void;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let responder: Responder = () => undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = all.length > 1 ? all : (all[0] ?? '');
      }
      const rawBody = Buffer.concat(chunks);
      const contentType = String(req.headers['content-type'] ?? '');
      let body: unknown = rawBody.toString('utf8');
      if (contentType.includes('application/json') && rawBody.length)
        body = JSON.parse(rawBody.toString('utf8'));
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query,
        headers: req.headers,
        body,
        rawBody,
        contentType,
      };
      requests.push(recorded);
      const reply = responder(recorded) ?? {};
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = reply.status ?? 200;
        if (reply.statusText) res.statusMessage = reply.statusText;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(reply.body ?? { data: {} }));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error('no request recorded');
      return request;
    },
    respond: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
