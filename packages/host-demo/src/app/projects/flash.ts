import { useEffect, useState } from 'react';

/**
 * A message that outlives one navigation (the success of a submission, shown on the list it returns to).
 * It lives in memory only: a reload drops it.
 */
let pending: string | null = null;

export function setFlash(message: string): void {
  pending = message;
}

/** The pending message, taken by the first page that mounts after it was set. */
export function useFlash(): string | null {
  const [message] = useState(() => pending);
  useEffect(() => {
    pending = null;
  }, []);
  return message;
}
