import { CanceledError } from './api-error';

/**
 * Wraps a call so that starting a new one cancels the one still running: the cancelled
 * call rejects with `CanceledError` ('Operation canceled'), which screens ignore.
 */
export function latestOnly<A extends unknown[], R>(
  call: (signal: AbortSignal, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let current: AbortController | undefined;
  return async (...args: A) => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    try {
      const result = await call(controller.signal, ...args);
      if (controller.signal.aborted) throw new CanceledError();
      return result;
    } catch (error) {
      if (controller.signal.aborted) throw new CanceledError();
      throw error;
    } finally {
      if (current === controller) current = undefined;
    }
  };
}
