/**
 * Work a request starts but does not wait for (the reset mail of forgot-password, so that a known and an
 * unknown address are answered after the same work). Failures are logged; `settled()` waits for what is
 * in flight (the development mailbox and `close()` use it).
 */
export interface BackgroundWork {
  run(task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundWork(log: (error: unknown) => void): BackgroundWork {
  const inFlight = new Set<Promise<void>>();
  return {
    run(task) {
      const done: Promise<void> = task()
        .then(() => undefined)
        .catch(log)
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    async settled() {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}
