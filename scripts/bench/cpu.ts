// CPU time of processes from /proc (Linux), in milliseconds: the app's server processes, the
// reference server's, and a PostgreSQL cluster (its postmaster, every child, and children already gone).
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

const tickMs = 1000 / 100; // USER_HZ is 100 on Linux

function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at index 2 of stat(5).
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** utime + stime of one process (with its reaped children's when `withChildren`). */
export function processCpuMs(pid: number, withChildren = false): number {
  const f = stat(pid);
  if (!f) return 0;
  // f[0] is state (field 3); utime is field 14, so f[11]; stime f[12]; cutime f[13]; cstime f[14].
  const own = Number(f[11]) + Number(f[12]);
  const reaped = withChildren ? Number(f[13]) + Number(f[14]) : 0;
  return (own + reaped) * tickMs;
}

/** The parent of a process. */
export function parentPid(pid: number): number | null {
  const f = stat(pid);
  return f ? Number(f[1]) : null;
}

/** The live children of a process. */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === parent) continue;
    const f = stat(pid);
    if (f && Number(f[1]) === parent) children.push(pid);
  }
  return children;
}

/**
 * CPU of a process and all its live children, with those it has reaped: a PostgreSQL cluster
 * (the postmaster, its backends and background workers), or the app's first server process and
 * the server processes it runs (server/processes.ts).
 */
export function processTreeCpuMs(parent: number): number {
  let ms = processCpuMs(parent, true);
  for (const child of childrenOf(parent)) ms += processCpuMs(child);
  return ms;
}

/** A process and its live children: a server's supervisor and its server processes (server/processes.ts). */
export function processTree(parent: number): number[] {
  return [parent, ...childrenOf(parent)];
}

/** Resident memory of a process and its live children, in MB (0 once the process is gone). */
export function processTreeRssMb(parent: number): number {
  let kb = 0;
  for (const pid of processTree(parent)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/** CPU of every live process in a process group (its leader's id), with the children each has reaped. */
export function groupCpuMs(groupId: number): number {
  let ms = 0;
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const f = stat(pid);
    // f[2] is the process group (field 5 of stat(5)).
    if (f && Number(f[2]) === groupId) ms += processCpuMs(pid, true);
  }
  return ms;
}

/** Whether /proc can be read here (Linux). */
export const hasProc = os.platform() === "linux";
