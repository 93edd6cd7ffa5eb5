import pino from "pino";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { startProcessLog, type ProcessReading } from "./process-log.server.ts";

describe("startProcessLog", () => {
  it("logs where its memory sits, with its pid, at warn at once and each interval, the libvips cache included, until stopped", async () => {
    const entries: { level: number; msg: string; reading: ProcessReading }[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => void entries.push(JSON.parse(line)) });
    await sharp({ create: { width: 200, height: 200, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    const stop = startProcessLog(logger, 0.05);
    expect(entries).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 180));
    stop();
    const logged = entries.length;
    expect(logged).toBeGreaterThanOrEqual(3);
    const { level, msg, reading } = entries[0]!;
    expect(level).toBe(40);
    expect(msg).toBe("process reading");
    expect(reading.pid).toBe(process.pid);
    expect(reading.heapUsed).toBeGreaterThan(0);
    expect(reading.heapTotal).toBeGreaterThanOrEqual(reading.heapUsed);
    expect(reading.external).toBeGreaterThanOrEqual(reading.arrayBuffers);
    expect(reading.rss).toBeCloseTo(reading.heapTotal + reading.external + reading.native, 0);
    expect(reading.vipsCacheHigh).toBeGreaterThanOrEqual(reading.vipsCache);
    expect(reading.handles).toBeGreaterThan(0);
    expect(reading.loopDelayMaxMs).toBeGreaterThanOrEqual(0);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(entries).toHaveLength(logged);
  });
});
