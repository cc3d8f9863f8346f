/**
 * What a Chromium performance trace says about a page load's main thread: its long tasks (over 50 ms) and,
 * for each and for the whole load, the time spent by kind (script by file, style, layout, paint, HTML parse,
 * garbage collection), counted as self time (a forced layout inside a script counts as layout).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    elementCount?: number;
  };
}

export interface TaskSummary {
  startMs: number;
  durationMs: number;
  /** Self time by kind ('script <file>', 'style', 'layout' …), in ms. */
  kinds: Record<string, number>;
}

export interface TraceSummary {
  longTasks: TaskSummary[];
  /** Every top-level task of the main thread after the navigation: its start and length (ms). */
  tasks: Array<{ startMs: number; durationMs: number; kinds: Record<string, number> }>;
  total: Record<string, number>;
  /** Style recalculations: how many, and the most elements one restyled. */
  styleRecalcs: number;
  mostElementsRestyled: number;
}

const KIND: Array<[RegExp, string]> = [
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Layout|UpdateLayout|IntersectionObserverController::computeIntersections)$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|PaintImage)$/, 'paint'],
  [/^ParseHTML$/, 'html'],
  [/GC|V8\.GC/, 'gc'],
  [/^(Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/, 'images'],
];

/** The file a script event ran (its URL's last part, without a query). */
function scriptFile(event: TraceEvent): string | undefined {
  const data = event.args?.data ?? event.args?.beginData;
  const url = (data?.url ?? (data?.stackTrace as Array<{ url: string }> | undefined)?.[0]?.url) as
    | string
    | undefined;
  if (!url) return undefined;
  return url.split('?')[0]!.split('/').pop() || url;
}

function kindOf(event: TraceEvent, inheritedScript: string | undefined): string {
  for (const [pattern, kind] of KIND) if (pattern.test(event.name)) return kind;
  const file = scriptFile(event) ?? inheritedScript;
  return file ? `script ${file}` : 'script/other';
}

/** The renderer's main thread: the CrRendererMain with the most complete events. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best = { pid: 0, tid: 0, count: -1 };
  for (const m of mains) {
    const count = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
    if (count > best.count) best = { pid: m.pid, tid: m.tid, count };
  }
  return best;
}

/** Adds each event's self time under its kind; scripts pass their file down to what they call. */
function selfTimes(
  tree: Array<{ event: TraceEvent; children: unknown[] }>,
  out: Record<string, number>,
  script?: string,
) {
  for (const node of tree as Array<{
    event: TraceEvent;
    children: Array<{ event: TraceEvent; children: [] }>;
  }>) {
    const kind = kindOf(node.event, script);
    const file = kind.startsWith('script ') && kind !== 'script/other' ? kind.slice(7) : script;
    const childTime = node.children.reduce((sum, c) => sum + (c.event.dur ?? 0), 0);
    const self = Math.max(0, (node.event.dur ?? 0) - childTime) / 1000;
    if (node.event.name !== 'RunTask' && node.event.name !== 'ThreadControllerImpl::RunTask')
      out[kind] = (out[kind] ?? 0) + self;
    selfTimes(node.children, out, file);
  }
}

type Node = { event: TraceEvent; children: Node[] };

/** Nests the thread's complete events by time. */
function nest(events: TraceEvent[]): Node[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const node = { event, children: [] };
    while (stack.length && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= event.ts) stack.pop();
    (stack.length ? stack.at(-1)!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

export function summarizeTrace(events: TraceEvent[], navigationStartTs: number): TraceSummary {
  const main = mainThread(events);
  const own = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const roots = nest(own);
  const total: Record<string, number> = {};
  const longTasks: TaskSummary[] = [];
  const tasks: TraceSummary['tasks'] = [];
  for (const root of roots) {
    if (root.event.ts < navigationStartTs) continue;
    const kinds: Record<string, number> = {};
    selfTimes([root], kinds);
    tasks.push({
      startMs: (root.event.ts - navigationStartTs) / 1000,
      durationMs: (root.event.dur ?? 0) / 1000,
      kinds,
    });
    for (const [kind, ms] of Object.entries(kinds)) total[kind] = (total[kind] ?? 0) + ms;
    const durationMs = (root.event.dur ?? 0) / 1000;
    if (durationMs > 50)
      longTasks.push({ startMs: (root.event.ts - navigationStartTs) / 1000, durationMs, kinds });
  }
  const recalcs = own.filter((e) => e.name === 'UpdateLayoutTree' && e.ts >= navigationStartTs);
  return {
    longTasks,
    tasks,
    total,
    styleRecalcs: recalcs.length,
    mostElementsRestyled: Math.max(
      0,
      ...recalcs.map((e) => Number(e.args?.elementCount ?? e.args?.data?.elementCount ?? 0)),
    ),
  };
}

/** The biggest kinds of a breakdown, as `kind 123` pieces. */
export function topKinds(kinds: Record<string, number>, count = 6): string {
  return Object.entries(kinds)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms >= 1)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');
}
