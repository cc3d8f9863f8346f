import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, usingPostgres } from '../support/harness';
import { loginDemo } from '../support/security-helpers';
import { killApiProcesses, startApiProcess } from '../support/spawn-api';

/**
 * What running modkit in production needs from the api: alive and ready checks, a request id on every
 * answer and in the JSON logs (never a token), Prometheus metrics behind a token with latency per route
 * pattern, and a SIGTERM that answers every request in flight before the process ends.
 */

describe('health, readiness, request ids, logs and metrics', () => {
  it('answers ready while the database and storage answer, 503 naming the database once it is gone', async () => {
    const server = await startTestServer();
    try {
      expect(await server.call('GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await server.call('GET', '/ready')).toEqual({ status: 200, body: { status: 'ready' } });
      await server.api.ctx.db.destroy();
      expect(await server.call('GET', '/ready')).toEqual({
        status: 503,
        body: { status: 'unavailable', failing: ['database'] },
      });
    } finally {
      await server.close().catch(() => undefined);
    }
  });

  it('gives every answer a request id, logs it with the route and status, and never logs a token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'));
        done();
      },
    });
    const server = await startTestServer({ seedDemo: true, logger: pino({ level: 'info' }, sink) });
    try {
      const { learner } = await loginDemo(server, ['learner']);
      const fresh = await fetch(`${server.url}/users/profile`, {
        headers: { Authorization: `Bearer ${learner}` },
      });
      const id = fresh.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await fetch(`${server.url}/health`, { headers: { 'X-Request-Id': 'lb-7f3a' } });
      expect(kept.headers.get('x-request-id')).toBe('lb-7f3a');
      const replaced = await fetch(`${server.url}/health`, {
        headers: { 'X-Request-Id': 'bad id; drop table' },
      });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      const logged = lines.map(
        (l) => JSON.parse(l) as { req?: { id: string; url: string }; res?: { statusCode: number } },
      );
      const line = logged.find((l) => l.req?.id === id);
      expect(line).toMatchObject({ req: { url: '/users/profile' }, res: { statusCode: 200 } });
      expect(lines.join('\n')).not.toContain(learner);
    } finally {
      await server.close();
    }
  });

  it('serves metrics only with the token: latency by route pattern, the push queue depth', async () => {
    const server = await startTestServer({ seedDemo: true });
    const metricsApp = express();
    metricsApp.get('/metrics', server.api.metrics.endpoint('s3cret-token'));
    const listening = metricsApp.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const metricsUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/metrics`;
    try {
      const { mentor } = await loginDemo(server, ['mentor']);
      const learners = await server.call('GET', '/users/learners', { token: mentor });
      const someone = learners.body.data.results[0].id as number;
      await server.call('GET', `/users/learners/${someone}`, { token: mentor });
      expect((await fetch(metricsUrl)).status).toBe(404);
      expect((await fetch(metricsUrl, { headers: { Authorization: 'Bearer wrong-token!' } })).status).toBe(
        404,
      );
      const answer = await fetch(metricsUrl, { headers: { Authorization: 'Bearer s3cret-token' } });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      // One series per route pattern, never per id.
      expect(text).toMatch(
        /modkit_http_request_duration_seconds_count\{method="GET",route="\/users\/learners\/:id",status="200"\} 1/,
      );
      expect(text).not.toContain(`/users/learners/${someone}`);
      expect(text).toMatch(/modkit_queue_depth\{queue="push"\} \d+/);
      expect(text).toMatch(/modkit_queue_depth\{queue="mail"\} \d+/);
      if (usingPostgres) expect(text).toMatch(/modkit_db_pool_connections\{state="total"\} \d+/);
    } finally {
      listening.close();
      await server.close();
    }
  });

  it('refuses metrics when no token is configured', async () => {
    const server = await startTestServer();
    const app = express();
    app.get('/metrics', server.api.metrics.endpoint(undefined));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/metrics`;
      expect((await fetch(url, { headers: { Authorization: 'Bearer ' } })).status).toBe(404);
    } finally {
      listening.close();
      await server.close();
    }
  });
});

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-shutdown-'));
  afterAll(() => {
    killApiProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(usingPostgres)(
    'SIGTERM with 50 requests in its hands: every one is answered, new ones are refused, the process ends with 0',
    async () => {
      const api = await startApiProcess(dataDir, undefined, { API_PROCESS_SLOW: '1' });
      const requests = Array.from({ length: 50 }, () =>
        fetch(`${api.url}/slow`).then(
          (r) => r.status,
          (error: Error) => error.message,
        ),
      );
      await expect.poll(() => api.output().includes('SLOW 50'), { timeout: 5_000 }).toBe(true);
      api.child.kill('SIGTERM');
      const stopping = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Stopped accepting: a new connection is refused while the 50 are still being answered.
      await expect(fetch(`${api.url}/health`)).rejects.toThrow();
      expect((await Promise.all(requests)).filter((status) => status !== 200)).toEqual([]);
      expect(await api.exited).toBe(0);
      // Within the shutdown's grace (10 s), whatever the start took on a busy machine.
      expect(Date.now() - stopping).toBeLessThan(10_000);
    },
    120_000,
  );
});
