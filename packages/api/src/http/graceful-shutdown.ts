import type { Server } from 'node:http';

export interface ShutdownOptions {
  /** Everything ends within this (default 10 s): connections still busy a second before are cut. */
  timeoutMs?: number;
  /**
   * Behind a load balancer: how long the server keeps serving after it said it is stopping (`/api/ready`
   * answers 503), so that the balancer's health checks take it out of rotation before it stops listening
   * (`SHUTDOWN_DRAIN_MS`; default 0: one server, nobody to tell).
   */
  drainMs?: number;
  /** Called first: from now on the server reports itself not ready. */
  onStopping?: () => void;
}

/**
 * Stops a server gracefully (SIGTERM): not ready any more and, after the drain time, no new connections,
 * idle keep-alive connections closed, the requests in flight answered, then `close` (the background work in
 * hand, the database pool). Connections still busy near the time limit are cut so the process always ends
 * in time. Resolves when all is closed.
 */
export async function shutDownGracefully(
  server: Server,
  close: () => Promise<void>,
  { timeoutMs = 10_000, drainMs = 0, onStopping }: ShutdownOptions = {},
): Promise<void> {
  onStopping?.();
  // The drain leaves at least 2 s of the time limit to answer what is in flight.
  const drain = Math.max(0, Math.min(drainMs, timeoutMs - 2_000));
  if (drain > 0) await new Promise((resolve) => setTimeout(resolve, drain));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection that finishes its request is closed rather than kept for the next one.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), Math.max(0, timeoutMs - drain - 1_000));
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
  await close();
}

/** Calls `stop` once on SIGTERM or SIGINT, then exits (1 when stopping failed or took over `timeoutMs`). */
export function onStopSignals(stop: () => Promise<void>, timeoutMs = 10_000): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => process.exit(1), timeoutMs);
    deadline.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('modkit could not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
