import type { Server } from 'node:http';

/**
 * Stops a server gracefully (SIGTERM): no new connections, idle keep-alive connections closed, the requests
 * in flight answered, then `close` (the background work in hand, the database pool). Connections still busy
 * after `timeoutMs` are cut so the process always ends in time. Resolves when all is closed.
 */
export async function shutDownGracefully(
  server: Server,
  close: () => Promise<void>,
  timeoutMs = 10_000,
): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection that finishes its request is closed rather than kept for the next one.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), Math.max(0, timeoutMs - 1_000));
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
