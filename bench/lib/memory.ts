import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (Linux); undefined elsewhere or once it ended. */
export function residentMegabytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Math.round(Number(kilobytes) / 1024);
  } catch {
    return undefined;
  }
}
