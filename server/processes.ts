import cluster from "node:cluster";
import os from "node:os";

/**
 * One Node process runs JavaScript on one core. A page rendered on a cache miss costs several
 * milliseconds of it, so on a machine of N cores one process leaves N − 1 of them to PostgreSQL
 * and idle (docs/benchmarks/speed-notes.md, twenty-first round). `npm start` therefore runs
 * several server processes on the machine's port, each the whole server (the same as the
 * processes of a scaled-out site, README "Running several processes"), under a small first
 * process that starts them, starts another when one dies, and passes SIGTERM on.
 */

/** Processes started when WEB_CONCURRENCY is unset: one per core up to this many. */
export const defaultProcessCap = 4;

/**
 * How many server processes to run: WEB_CONCURRENCY, else one per core (at most
 * {@link defaultProcessCap}) with PostgreSQL. The embedded database lives inside one process, so
 * without DATABASE_URL there is one (app/lib/env.server.ts refuses WEB_CONCURRENCY above 1 there).
 */
export function serverProcessCount(env: { WEB_CONCURRENCY?: number; DATABASE_URL?: string }, cores = os.availableParallelism()): number {
  if (env.WEB_CONCURRENCY !== undefined) return env.WEB_CONCURRENCY;
  return env.DATABASE_URL ? Math.max(1, Math.min(cores, defaultProcessCap)) : 1;
}

const slotVariable = "SERVER_PROCESS_SLOT";

/**
 * Whether this is the machine's first server process (the only one, or slot 0 of several): it
 * alone prints the start banner and sweeps orphaned uploads, which every process would
 * otherwise do again on the same files.
 */
export function isFirstServerProcess(): boolean {
  return !cluster.isWorker || process.env[slotVariable] === "0";
}

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/**
 * Runs `start` in this process when `count` is 1 (or this is already one of the processes);
 * otherwise starts `count` processes of this same script, which share the port (Node's cluster
 * hands each new connection to the next process in turn), and supervises them:
 * - one that exits before it serves (a bad setting, a database it cannot reach) stops the
 *   others, and this process exits with its code, as a single process would;
 * - one that exits after it has served is replaced in its slot;
 * - SIGTERM or SIGINT is passed to every process, each finishes its requests in flight
 *   (server/main.ts), and this process exits once they have, with the highest code they gave.
 */
export async function serveInProcesses(count: number, start: () => Promise<void>, log: Log = console): Promise<void> {
  if (cluster.isWorker || count <= 1) return start();
  const slots = new Map<number, number>();
  const serving = new Set<number>();
  let stopping: number | null = null;
  let announced = false;
  const fork = (slot: number) => {
    const worker = cluster.fork({ [slotVariable]: String(slot) });
    slots.set(worker.id, slot);
  };
  const stop = (code: number) => {
    if (stopping !== null) return;
    stopping = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (slots.size === 0) process.exit(code);
  };
  cluster.on("listening", (worker) => {
    serving.add(worker.id);
    if (!announced && serving.size === count) {
      announced = true;
      log.info(`${count} server processes share the port (WEB_CONCURRENCY=${count})`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    const how = signal ?? `code ${code}`;
    if (stopping !== null) {
      stopping = Math.max(stopping, signal ? 1 : code);
      if (slots.size === 0) process.exit(stopping);
      return;
    }
    if (!serving.has(worker.id)) {
      log.error(`server process ${slot + 1} of ${count} exited (${how}) before it served: stopping the others`);
      stop(signal ? 1 : code || 1);
      return;
    }
    serving.delete(worker.id);
    log.error(`server process ${slot + 1} of ${count} (pid ${worker.process.pid}) exited (${how}): starting another`);
    fork(slot);
  });
  process.on("SIGTERM", () => stop(0));
  process.on("SIGINT", () => stop(0));
  for (let slot = 0; slot < count; slot++) fork(slot);
}
