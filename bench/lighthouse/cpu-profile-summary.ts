/**
 * Which functions a V8 CPU profile (the DevTools protocol's `Profiler.stop`) spent a time window in: self
 * time by function (`name file:line`), for a long task's window or the whole load. Profile times are in the
 * same microseconds as a trace's `ts`.
 */

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)', '(root)']);

/** Calls `each` with every sample in [fromTs, toTs): its node and the ms it stands for. */
function eachSample(
  profile: CpuProfile,
  fromTs: number,
  toTs: number,
  each: (nodeId: number, ms: number) => void,
): void {
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i] ?? 0;
    if (ts >= fromTs && ts < toTs) each(profile.samples[i]!, (profile.timeDeltas[i + 1] ?? 0) / 1000);
  }
}

/** Self time in ms by function within [fromTs, toTs) (trace microseconds). */
export function functionTimes(profile: CpuProfile, fromTs: number, toTs: number): Record<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: Record<string, number> = {};
  eachSample(profile, fromTs, toTs, (nodeId, ms) => {
    const frame = byId.get(nodeId)?.callFrame;
    if (!frame || IDLE.has(frame.functionName)) return;
    const file = frame.url.split('?')[0]!.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    out[key] = (out[key] ?? 0) + ms;
  });
  return out;
}

/**
 * Inclusive time in ms by named function within [fromTs, toTs): each sample counts once for every distinct
 * function on its stack (a component's own render and all it calls). Anonymous and one- or two-letter
 * (minified) names are left out.
 */
export function inclusiveTimes(profile: CpuProfile, fromTs: number, toTs: number): Record<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: Record<string, number> = {};
  eachSample(profile, fromTs, toTs, (nodeId, ms) => {
    const seen = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id)?.callFrame.functionName ?? '';
      if (name.length < 3 || IDLE.has(name) || seen.has(name)) continue;
      seen.add(name);
      out[name] = (out[name] ?? 0) + ms;
    }
  });
  return out;
}
