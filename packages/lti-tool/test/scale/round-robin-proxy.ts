import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for the scale-out test and bench: round robin over its healthy upstreams (a health
 * check of `/api/ready` every 100 ms, as a cloud balancer does every few seconds), a new upstream
 * connection per request (or, with `keepAlive`, a pool of kept upstream connections), `X-Forwarded-For` and
 * `-Proto` set. Like nginx's `proxy_next_upstream error`, a request an upstream never took (connection
 * refused: the server stopped listening or died) goes to the next upstream; anything else an upstream failed
 * answers 502, and is counted.
 */
export interface RoundRobinProxy {
  url: string;
  upstreams: string[];
  /** Requests answered 502 because an upstream failed after taking them. */
  failures: number;
  /** How many requests each upstream answered. */
  served: Map<string, number>;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['ECONNREFUSED']);
const HEALTH_PATH = '/api/ready';
const HEALTH_EVERY_MS = 100;

export interface RoundRobinProxyOptions {
  /**
   * Keep upstream connections open and reuse them (`http.Agent({ keepAlive: true, maxSockets })`), as nginx
   * does with an `upstream { keepalive … }` block: the bench's setting. Off by default: the shutdown test wants
   * a new connection per request, so that a stopping server is seen refusing new ones.
   */
  keepAlive?: boolean;
  /** With `keepAlive`: the most connections open to one upstream (default 64). */
  maxSockets?: number;
  /**
   * How long a health check may take before its upstream counts as unhealthy (default 1 s). The bench gives
   * 5 s, a cloud balancer's usual timeout: a server saturated on purpose answers late but is not down.
   */
  healthTimeoutMs?: number;
}

export async function startRoundRobinProxy(
  upstreams: string[] = [],
  { keepAlive = false, maxSockets = 64, healthTimeoutMs = 1_000 }: RoundRobinProxyOptions = {},
): Promise<RoundRobinProxy> {
  const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets }) : false;
  let next = 0;
  const proxy: RoundRobinProxy = {
    url: '',
    upstreams,
    failures: 0,
    served: new Map(),
    close: () => {
      health.stop();
      if (agent) agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  const health = watchHealth(proxy, healthTimeoutMs);

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tries: number) => {
    const candidates = health.rotation();
    if (!candidates.length || tries > proxy.upstreams.length) {
      proxy.failures++;
      res.writeHead(502).end('no upstream');
      return;
    }
    const upstream = candidates[next++ % candidates.length]!;
    const target = new URL(req.url ?? '/', upstream);
    const outgoing = request(
      target,
      {
        method: req.method,
        agent,
        headers: {
          ...req.headers,
          host: target.host,
          connection: agent ? 'keep-alive' : 'close',
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        proxy.served.set(upstream, (proxy.served.get(upstream) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) return void res.destroy();
      if (RETRYABLE.has(error.code ?? '')) return forward(req, res, body, tries + 1);
      proxy.failures++;
      res.writeHead(502).end(`upstream failed: ${error.code ?? error.message}`);
    });
    outgoing.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 1));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

/**
 * Health checks of every upstream of `proxy` each 100 ms; `rotation()` answers the healthy upstreams, all of
 * them when none is (a balancer with nothing healthy still tries).
 */
function watchHealth(proxy: RoundRobinProxy, timeoutMs: number) {
  const unhealthy = new Set<string>();
  const check = async (upstream: string) => {
    try {
      const res = await fetch(upstream + HEALTH_PATH, { signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      if (res.ok) unhealthy.delete(upstream);
      else unhealthy.add(upstream);
    } catch {
      unhealthy.add(upstream);
    }
  };
  const checks = setInterval(() => {
    for (const upstream of proxy.upstreams) void check(upstream);
  }, HEALTH_EVERY_MS);
  return {
    rotation: () => {
      const healthy = proxy.upstreams.filter((upstream) => !unhealthy.has(upstream));
      return healthy.length ? healthy : proxy.upstreams;
    },
    stop: () => clearInterval(checks),
  };
}
