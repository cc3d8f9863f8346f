import { timingSafeEqual } from 'node:crypto';
import { getHeapStatistics } from 'node:v8';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ApiContext } from '../config/context';
import { countRows } from '../db/page-query';

export interface ApiMetrics {
  registry: Registry;
  /** Times every answer by method, route pattern and status. */
  observe: RequestHandler;
  /** Counts a failed mail delivery in `modkit_mail_failures_total` by kind (unreachable, refused, auth …). */
  countMailFailure(kind: string): void;
  /** Adds a queue to `modkit_queue_depth` (the LTI tool's score outbox): its depth, read at each scrape. */
  addQueue(name: string, depth: () => Promise<number>): void;
  /** `GET /metrics` behind `Authorization: Bearer <METRICS_TOKEN>`; 404 without a configured token. */
  endpoint(token: string | undefined): RequestHandler;
}

/**
 * Prometheus metrics (prom-client), one registry per api: request latency histograms per route pattern
 * (never per raw URL, so ids do not multiply series), the database pool (PostgreSQL), the depth of
 * the background queues (notifications not pushed yet, mail not delivered yet), and the process's memory,
 * heap, event-loop delay and garbage collection.
 */
export function createMetrics(ctx: Pick<ApiContext, 'db'>, pool?: PoolCounts): ApiMetrics {
  const registry = new Registry();
  const latency = new Histogram({
    name: 'modkit_http_request_duration_seconds',
    help: 'Time to answer an api request, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Counter({
    name: 'modkit_process_starts_total',
    help: 'Starts of this api process.',
    registers: [registry],
  }).inc();
  // The process's own figures: resident memory, heap, event-loop delay, garbage collection (prom-client's defaults).
  collectDefaultMetrics({ register: registry });
  // The heap's cap (the production start sets it, HEAP_LIMIT_MB): what the heap figures are measured against.
  new Gauge({
    name: 'nodejs_heap_size_limit_bytes',
    help: "V8's heap size limit of this process (old space cap and young generation), bytes.",
    registers: [registry],
    collect() {
      this.set(getHeapStatistics().heap_size_limit);
    },
  });
  if (pool) addPoolGauge(registry, pool);
  const queues = new Map<string, () => Promise<number>>();
  addQueueGauge(registry, ctx, queues);
  const mailFailures = new Counter({
    name: 'modkit_mail_failures_total',
    help: 'Mail deliveries that failed, by kind (unreachable, timeout, tls, auth, refused, other).',
    labelNames: ['kind'],
    registers: [registry],
  });
  return {
    registry,
    countMailFailure: (kind) => mailFailures.inc({ kind }),
    addQueue(name, depth) {
      queues.set(name, depth);
    },
    observe: observeLatency(latency),
    endpoint: (token) => metricsEndpoint(registry, token),
  };
}

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function addPoolGauge(registry: Registry, pool: PoolCounts): void {
  new Gauge({
    name: 'modkit_db_pool_connections',
    help: 'PostgreSQL pool connections by state.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

function addQueueGauge(
  registry: Registry,
  ctx: Pick<ApiContext, 'db'>,
  queues: Map<string, () => Promise<number>>,
): void {
  new Gauge({
    name: 'modkit_queue_depth',
    help: 'Background work waiting, by queue.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const [push, mail] = await Promise.all([
        countRows(ctx.db.selectFrom('notifications').where('pushed_at', 'is', null)),
        countRows(ctx.db.selectFrom('mail_outbox').where('sent_at', 'is', null)),
      ]);
      this.set({ queue: 'push' }, push);
      // Mail waiting for SMTP delivery (without SMTP_URL it all waits: the development mailbox).
      this.set({ queue: 'mail' }, mail);
      for (const [queue, depth] of queues) this.set({ queue }, await depth());
    },
  });
}

/**
 * Times every answer by method, route pattern and status. Each set of labels' series is looked up once and
 * kept (a few hundred at most: patterns, not URLs): prom-client hashes the labels of every observation made
 * through the histogram itself.
 */
const observeLatency = (latency: Histogram<'method' | 'route' | 'status'>) => {
  const series = new Map<string, { observe(seconds: number): void }>();
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.on('finish', () => {
      // The matched route's pattern (`/users/learners/:id`); unmatched requests share one label.
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      const status = String(res.statusCode);
      const key = `${req.method} ${status} ${route}`;
      let of = series.get(key);
      if (!of) {
        of = latency.labels({ method: req.method, route, status });
        series.set(key, of);
      }
      of.observe((performance.now() - started) / 1000);
    });
    next();
  };
};

function metricsEndpoint(registry: Registry, token: string | undefined): RequestHandler {
  return async (req, res) => {
    const sent = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token ?? ''}`);
    if (!token || sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      res.status(404).json({ message: 'Not found', error: {} });
      return;
    }
    res.setHeader('Content-Type', registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(await registry.metrics());
  };
}
