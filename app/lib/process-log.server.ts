import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import type { Logger } from "./logger.server.ts";

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Where the process's memory sits (MB) and how late its event loop ran. */
export interface ProcessReading {
  /** The process read: with several server processes (server/processes.ts) each logs its own. */
  pid: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Buffers, ArrayBuffers and other memory held for JavaScript objects outside the heap (arrayBuffers included). */
  external: number;
  arrayBuffers: number;
  /** Resident memory that is neither V8's heap nor external: code, libvips, the allocator's arenas. */
  native: number;
  /** libvips' operation cache, current and highest. */
  vipsCache: number;
  vipsCacheHigh: number;
  /** Active libuv handles and requests (sockets, timers, file operations). */
  handles: number;
  /** Longest event-loop delay since the previous reading, milliseconds. */
  loopDelayMaxMs: number;
}

/**
 * Logs a reading at once and then every `seconds` at warn, so it shows at the levels the load scripts run
 * with; the soak reads these lines to attribute memory growth. Off unless PROCESS_LOG_SECONDS is set.
 */
export function startProcessLog(logger: Logger, seconds: number): () => void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const log = () => {
    const usage = process.memoryUsage();
    const vips = sharp.cache();
    const reading: ProcessReading = {
      pid: process.pid,
      rss: mb(usage.rss),
      heapUsed: mb(usage.heapUsed),
      heapTotal: mb(usage.heapTotal),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      native: mb(usage.rss - usage.heapTotal - usage.external),
      vipsCache: vips.memory.current,
      vipsCacheHigh: vips.memory.high,
      handles: process.getActiveResourcesInfo().length,
      loopDelayMaxMs: Math.round(delay.max / 1e6),
    };
    delay.reset();
    logger.warn({ reading }, "process reading");
  };
  log();
  const timer = setInterval(log, seconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
