import { describe, expect, it } from "vitest";
import { longTasks, type TraceEvent } from "./long-tasks-lib.ts";

const page = { pid: 10, tid: 11 };
const profiler = { pid: 10, tid: 99 };
const serviceWorker = { pid: 10, tid: 12 };

/** A complete event on the page's main thread, at `ms` for `durMs` (the trace counts in µs). */
function slice(name: string, ms: number, durMs: number, thread = page): TraceEvent {
  return { name, ph: "X", ...thread, ts: ms * 1000, dur: durMs * 1000 };
}

const frame = (functionName: string, url = "http://site/assets/app.js") => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

/**
 * A load: a 30 ms task before the first paint (at 40 ms), a 20 ms task after it with a script's
 * evaluation (15 ms of it a layout inside it, 5 its own) and a 10 ms task (under the 12.5 ms that
 * counts). The profiler samples the page every millisecond in the 20 ms task: 15 in `render`, 5 in
 * `hydrate`; a service worker's samples at the same moments, in a profile of their own, are not
 * the page's.
 */
function load(): TraceEvent[] {
  const samples = (node: number, count: number) => Array.from({ length: count }, () => node);
  const pageSamples = [...samples(2, 15), ...samples(3, 5)];
  return [
    { name: "thread_name", ph: "M", ...page, ts: 0, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", ...serviceWorker, ts: 0, args: { name: "ServiceWorker thread" } },
    slice("RunTask", 0, 30),
    { name: "firstContentfulPaint", ph: "I", ...page, ts: 40_000 },
    slice("RunTask", 50, 20),
    slice("EvaluateScript", 50, 20),
    slice("Layout", 52, 15),
    slice("RunTask", 80, 10),
    { name: "Profile", ph: "P", ...page, id: "0x1", ts: 0, args: { data: { startTime: 50_000 } } },
    {
      name: "ProfileChunk",
      ph: "P",
      ...profiler,
      id: "0x1",
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame("(root)", "") },
              { id: 2, parent: 1, callFrame: frame("render") },
              { id: 3, parent: 1, callFrame: frame("hydrate") },
            ],
            samples: pageSamples,
          },
          timeDeltas: pageSamples.map(() => 1000),
        },
      },
    },
    { name: "Profile", ph: "P", ...serviceWorker, id: "0x2", ts: 0, args: { data: { startTime: 50_000 } } },
    {
      name: "ProfileChunk",
      ph: "P",
      ...profiler,
      id: "0x2",
      ts: 0,
      args: {
        data: {
          cpuProfile: { nodes: [{ id: 1, callFrame: frame("fetchHandler", "http://site/sw.js") }], samples: samples(1, 20) },
          timeDeltas: samples(1000, 20),
        },
      },
    },
  ];
}

describe("long tasks of a traced load", () => {
  const byName = (f: { functionName: string }) => f.functionName;

  it("counts each task after the first contentful paint four times over, less 50 ms, from 12.5 ms", () => {
    const report = longTasks(load(), byName);
    expect(report.fcpMs).toBe(40);
    // The 30 ms task precedes the paint: listed, not counted. The 20 ms one counts 4 × 20 − 50.
    expect(report.tasks.map((task) => [task.startMs, task.durationMs, task.blockingMs])).toEqual([
      [-40, 30, 0],
      [10, 20, 30],
    ]);
    expect(report.blockingMs).toBe(30);
    expect(report.busyMs).toBe(60);
  });

  it("names the page's functions in a task by their share of its samples, leaving other threads' profiles out", () => {
    const [, task] = longTasks(load(), byName).tasks;
    expect(task!.functions).toEqual([
      ["render", 0.75],
      ["hydrate", 0.25],
    ]);
  });

  it("gives the browser's work in a task by each event's own time", () => {
    const [, task] = longTasks(load(), byName).tasks;
    expect(task!.work).toEqual([
      ["Layout", 15],
      ["EvaluateScript", 5],
    ]);
  });

  it("reports nothing for a trace without the page's main thread", () => {
    expect(longTasks([slice("RunTask", 0, 100)], byName)).toEqual({ fcpMs: null, tasks: [], blockingMs: 0, busyMs: 0, work: [] });
  });
});
