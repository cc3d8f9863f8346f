import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere or once it ended. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by every process named `name` (e.g. all of PostgreSQL's), from /proc (Linux). */
export function namedCpuSeconds(name: string): number | undefined {
  let total = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  for (const pid of entries) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    total += processCpuSeconds(Number(pid)) ?? 0;
  }
  return total;
}

/**
 * CPU seconds so far of each named process, `self` (this process), `postgres` (all of PostgreSQL's processes)
 * and `machine` (every process on every core).
 */
export function cpuSnapshot(pids: Record<string, number | undefined>): Record<string, number | undefined> {
  const self = process.cpuUsage();
  const snapshot: Record<string, number | undefined> = { self: (self.user + self.system) / 1e6 };
  for (const [name, pid] of Object.entries(pids)) snapshot[name] = processCpuSeconds(pid);
  snapshot.postgres = namedCpuSeconds('postgres');
  snapshot.machine = machineCpuSeconds();
  return snapshot;
}

/** Cores each process kept busy between two snapshots `seconds` apart (undefined where /proc could not tell). */
export function coresBusy(
  before: Record<string, number | undefined>,
  after: Record<string, number | undefined>,
  seconds: number,
): Record<string, number | undefined> {
  const busy: Record<string, number | undefined> = {};
  for (const name of Object.keys(before)) {
    const from = before[name];
    const to = after[name];
    busy[name] = from === undefined || to === undefined ? undefined : (to - from) / seconds;
  }
  return busy;
}

/** CPU seconds every core has spent busy (not idle, not waiting for the disk) since boot, from /proc/stat (Linux). */
export function machineCpuSeconds(): number | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / TICKS;
  } catch {
    return undefined;
  }
}
