// The long tasks of a page load, read from a Chrome trace recorded with V8's sampling profiler
// (`npm run lighthouse -- --tasks`): which tasks on the page's main thread Lighthouse's total
// blocking time counts, and which functions their time went to. Lighthouse observes the load
// without throttling and counts each task after the first contentful paint four times over (its
// simulated phone's CPU), less 50 ms: a task counts from 12.5 ms.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";

/** Lighthouse's default CPU slowdown for its simulated phone. */
export const cpuSlowdown = 4;
/** A task blocks the page for what it lasts beyond this (after the slowdown). */
export const blockingThresholdMs = 50;

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** A profile's id, shared by its chunks (written by the profiler's own thread). */
  id?: string;
  args?: Record<string, unknown> & {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

export interface LongTask {
  /** Milliseconds from the first contentful paint. */
  startMs: number;
  durationMs: number;
  /** What the task adds to Lighthouse's total blocking time. */
  blockingMs: number;
  /** The functions its profiler samples fell in, most first: [name, share of the task's samples]. */
  functions: [string, number][];
  /** The browser's own work in it (trace events by their own time, most first): [name, milliseconds]. */
  work: [string, number][];
}

export interface TaskReport {
  /** The first contentful paint, milliseconds from the navigation's first task. */
  fcpMs: number | null;
  tasks: LongTask[];
  /** The sum over the tasks after the first contentful paint: Lighthouse's total blocking time, as observed. */
  blockingMs: number;
  /** The main thread's tasks together, long or not, from the first. */
  busyMs: number;
  /** The browser's work over all tasks by event, own time (as LongTask.work), most first. */
  work: [string, number][];
}

/** Names a profiled function: its source file and name through the script's source map when the build has one. */
export type FrameNamer = (frame: ProfileNode["callFrame"]) => string;

/** Names frames from the source maps next to a build's scripts (`BUILD_SOURCEMAP=1 npm run build`), else by file and minified name. */
export function sourceMapNamer(clientDir: string): FrameNamer {
  const consumers = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    const file = (frame.url ?? "").split("/").pop() ?? "";
    if (!file) return frame.functionName || "(native)";
    if (!consumers.has(file)) {
      const mapPath = path.join(clientDir, "assets", `${file}.map`);
      consumers.set(file, existsSync(mapPath) ? new SourceMapConsumer(JSON.parse(readFileSync(mapPath, "utf8"))) : null);
    }
    const consumer = consumers.get(file);
    if (!consumer) return `${file} ${frame.functionName}`;
    const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original.source) return `${file} ${frame.functionName}`;
    const source = original.source.replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+/, "");
    return `${source} ${original.name ?? frame.functionName}:${original.line}`;
  };
}

/** The renderer's main thread: the CrRendererMain thread with the most events (the page's, not an extension's or about:blank's). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const threads = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  threads.sort((a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0));
  return threads[0] ? { pid: threads[0].pid, tid: threads[0].tid } : null;
}

/** The profiler's samples of a thread: [timestamp µs, node]. */
function profileSamples(events: TraceEvent[], pid: number, tid: number): { samples: [number, ProfileNode][] } {
  const nodes = new Map<number, ProfileNode>();
  const raw: [number, number][] = [];
  let time = 0;
  const ids = new Set(
    events.filter((event) => event.name === "Profile" && event.pid === pid && event.tid === tid).map((event) => event.id),
  );
  for (const event of events) {
    if (event.pid !== pid || !ids.has(event.id) || (event.name !== "Profile" && event.name !== "ProfileChunk")) continue;
    const data = event.args?.data;
    if (event.name === "Profile") time = data?.startTime ?? time;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const sampled = data?.cpuProfile?.samples ?? [];
    sampled.forEach((id, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      raw.push([time, id]);
    });
  }
  const samples: [number, ProfileNode][] = [];
  for (const [ts, id] of raw) {
    const node = nodes.get(id);
    if (node) samples.push([ts, node]);
  }
  return { samples };
}

/** The events inside a task by their own time (less the events inside them): layout, style, parsing, a script's evaluation. */
function ownTimes(task: TraceEvent, onThread: TraceEvent[], top: number): [string, number][] {
  const inside = onThread
    .filter(
      (event) =>
        event !== task && event.ph === "X" && event.dur !== undefined && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur!,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const own = new Map<TraceEvent, number>(inside.map((event) => [event, event.dur!]));
  const open: TraceEvent[] = [];
  for (const event of inside) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, own.get(parent)! - event.dur!);
    open.push(event);
  }
  const byName = new Map<string, number>();
  for (const [event, time] of own) byName.set(event.name, (byName.get(event.name) ?? 0) + time / 1000);
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** The tasks Lighthouse's total blocking time would count in a trace, with what ran in each. */
export function longTasks(events: TraceEvent[], nameFrame: FrameNamer, topFunctions = 6): TaskReport {
  const thread = mainThread(events);
  if (!thread) return { fcpMs: null, tasks: [], blockingMs: 0, busyMs: 0, work: [] };
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const tasks = onThread
    .filter((event) => event.ph === "X" && event.name === "RunTask" && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === thread.pid)?.ts ?? null;
  const origin = fcp ?? tasks[0]?.ts ?? 0;
  const { samples } = profileSamples(events, thread.pid, thread.tid);
  const minimum = (blockingThresholdMs / cpuSlowdown) * 1000;
  const result: LongTask[] = [];
  let blockingMs = 0;
  for (const task of tasks) {
    if (task.dur! <= minimum) continue;
    const blocking = fcp !== null && task.ts >= fcp ? Math.max(0, (cpuSlowdown * task.dur!) / 1000 - blockingThresholdMs) : 0;
    blockingMs += blocking;
    const inTask = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur!);
    const byName = new Map<string, number>();
    for (const [, node] of inTask) {
      const name = nameFrame(node.callFrame);
      byName.set(name, (byName.get(name) ?? 0) + 1);
    }
    const functions = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topFunctions)
      .map(([name, count]): [string, number] => [name, count / inTask.length]);
    result.push({
      startMs: (task.ts - origin) / 1000,
      durationMs: task.dur! / 1000,
      blockingMs: blocking,
      functions,
      work: ownTimes(task, onThread, topFunctions),
    });
  }
  const busyMs = tasks.reduce((sum, task) => sum + task.dur! / 1000, 0);
  const whole = {
    ...tasks[0]!,
    ts: tasks[0]?.ts ?? 0,
    dur: tasks.length ? tasks.at(-1)!.ts + tasks.at(-1)!.dur! - tasks[0]!.ts : 0,
    name: "(load)",
  };
  const work = ownTimes(
    whole,
    onThread.filter((event) => event.name !== "RunTask"),
    topFunctions,
  );
  return { fcpMs: fcp === null ? null : (fcp - (tasks[0]?.ts ?? fcp)) / 1000, tasks: result, blockingMs, busyMs, work };
}
