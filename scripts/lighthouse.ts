// npm run lighthouse [-- --origin=http://127.0.0.1:3000] [--list-path=/properties] [--only=map,home-en] [--js-only] [--save=dir] [--standard-tiles] [--tasks[=N]]
// Audits the home, list, detail and map pages (Vietnamese and English) of the production build in Debian's Chromium with
// Lighthouse's default mobile emulation, and prints the four category scores, the timings with the host's CPU benchmark index, and the
// JavaScript each page ships (compressed bytes). Without --origin it starts build/server on a
// free loopback port with a throwaway DATA_DIR (embedded PostgreSQL, demo data seeded).
// Without the `lighthouse` package, or with --js-only, it measures the JavaScript bytes only, in
// Playwright. --only audits the named pages (home, list, detail, map, each also with -en). --save
// writes each page's full Lighthouse report (JSON) and its trace into that directory, to read where the time goes.
// --standard-tiles serves the map 256-px tiles only (see startTileServer). --tasks[=N] skips
// Lighthouse and loads each page N times (default 5) in Playwright with V8's profiler on, printing
// the blocking time Lighthouse would count in each load and the long tasks of the median load
// with the functions they ran (scripts/long-tasks-lib.ts; by source file and name when the build
// was made with `BUILD_SOURCEMAP=1 npm run build`, a build for measuring only: it serves its maps).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { budgetOf, jsBudgetKb } from "./js-budget-lib.ts";
import { longTasks, sourceMapNamer, type TaskReport, type TraceEvent } from "./long-tasks-lib.ts";
import { serveCommand } from "./serve-command.ts";
import sharp from "sharp";

const listPath = process.argv.find((a) => a.startsWith("--list-path="))?.slice(12) ?? "/properties";
const saveDir = process.argv.find((a) => a.startsWith("--save="))?.slice(7);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
// The speed issue's goals: every category ≥ 98; JavaScript ≤ 100 KB compressed on every page but
// the map, whose Leaflet makes its own budget (scripts/js-budget-lib.ts, which `npm run js-budget`
// checks from the build without a browser).
const budgets = { performance: 98, accessibility: 98, seo: 98, "best-practices": 98, jsKb: jsBudgetKb.page, mapJsKb: jsBudgetKb.map };

interface PageResult {
  page: string;
  url: string;
  scores: Record<string, number> | null;
  jsBytes: number;
  /** The timings behind the performance score (milliseconds; CLS unitless). */
  metrics?: Record<string, number>;
  /**
   * Lighthouse's CPU benchmark of the host at the audit (higher is faster). It multiplies each
   * observed task by the same slowdown on any host, so a slower host counts more blocking time:
   * scores of two days compare only beside this (docs/benchmarks/lighthouse.md, twenty-fifth round).
   */
  benchmarkIndex?: number;
  /** Audits that cost points outside performance (`category: audit id`), to say what to fix. */
  failing?: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Map tiles come from a third-party tile server, which this machine cannot reach (each failed tile
 * is a console error that costs the map its best-practices score): a local server answers every
 * tile with one plain PNG, as a tile server would, 256 × 256 or, for "@2x" in the name, 512 × 512.
 * The template has {r} as for a tile server with double-resolution tiles, so the audit's phone
 * (2.625 device pixels per CSS pixel) gets sharp ones (app/components/map/tile-settings.ts);
 * --standard-tiles audits with 256-px tiles only, as the default OpenStreetMap server has.
 */
async function startTileServer(): Promise<{ url: string; stop(): void }> {
  const plain = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: "#e8eef2" } })
      .png()
      .toBuffer();
  const [tile, doubleTile] = await Promise.all([plain(256), plain(512)]);
  const port = await freePort();
  const server = createHttpServer((request, response) => {
    response.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" });
    response.end(request.url?.endsWith("@2x.png") ? doubleTile : tile);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const template = process.argv.includes("--standard-tiles") ? "{z}/{x}/{y}.png" : "{z}/{x}/{y}{r}.png";
  return { url: `http://127.0.0.1:${port}/${template}`, stop: () => server.close() };
}

async function startServer(): Promise<{ origin: string; stop(): void }> {
  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
  const tiles = await startTileServer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-lighthouse-"));
  // Started as `npm run serve` starts it (scripts/serve-command.ts).
  const serve = serveCommand();
  const child: ChildProcess = spawn(process.execPath, [...serve.nodeArgs, serve.entry], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...serve.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      MAP_TILE_URL: tiles.url,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    tiles.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error("server did not become ready in 90 s");
}

/** The audited pages: home, the list, and the detail of the first non-premium listing, in Vietnamese and English. */
async function pagesOf(origin: string): Promise<{ page: string; url: string }[]> {
  const res = await fetch(`${origin}/api/get-property-list?limit=20`);
  const body = (await res.json()) as { data: { slug_id: string; is_premium: boolean }[] };
  // Premium listings show the package gate to visitors; audit a listing anyone can open.
  const slug = body.data.find((listing) => !listing.is_premium)?.slug_id;
  if (!slug) throw new Error("no public listing to audit");
  const vietnamese = [
    { page: "home", url: `${origin}/` },
    { page: "list", url: `${origin}${listPath}` },
    { page: "detail", url: `${origin}/properties-details/${encodeURIComponent(slug)}` },
    { page: "map", url: `${origin}/map` },
  ];
  // Each page again in English, whose URL carries the language.
  const english = vietnamese.map(({ page, url }) => ({ page: `${page}-en`, url: `${url}${url.includes("?") ? "&" : "?"}lang=en` }));
  const only = process.argv
    .find((a) => a.startsWith("--only="))
    ?.slice(7)
    .split(",");
  return [...vietnamese, ...english].filter(({ page }) => !only || only.includes(page));
}

/**
 * Each page and every asset it names, fetched twice before auditing: the audit measures a
 * server in service (code compiled, database pages cached, assets compressed), not its first
 * seconds after start.
 */
async function warmUp(pages: { url: string }[]): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (const { url } of pages) {
      const html = await (await fetch(url, { headers: { "accept-encoding": "br" } })).text();
      const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => new URL(m[1]!, url).href);
      await Promise.all(assets.map((asset) => fetch(asset, { headers: { "accept-encoding": "br" } }).then((r) => r.arrayBuffer())));
    }
  }
}

type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult; artifacts?: { Trace?: unknown } } | undefined>;
interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score?: number | null; numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

async function importOptional<T>(specifier: string): Promise<T | null> {
  try {
    return (await import(specifier)) as T;
  } catch {
    return null;
  }
}

async function withLighthouse(pages: { page: string; url: string }[]): Promise<PageResult[] | null> {
  const lighthouse = await importOptional<{ default: LighthouseRun }>("lighthouse");
  const launcher = await importOptional<{ launch(o: Record<string, unknown>): Promise<{ port: number; kill(): void }> }>("chrome-launcher");
  if (!lighthouse || !launcher) return null;
  const results: PageResult[] = [];
  // A fresh browser per audit: no cache or service worker carried from the previous one.
  const auditOnce = async (url: string) => {
    const chrome = await launcher.launch({ chromePath, chromeFlags });
    try {
      const run = await lighthouse.default(url, { port: chrome.port, output: "json", logLevel: "error" });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      return run;
    } finally {
      chrome.kill();
    }
  };
  for (const { page, url } of pages) {
    let run = await auditOnce(url);
    // Lighthouse's own failures to record the load (NO_NAVSTART: "Please run Lighthouse again")
    // say nothing of the page: audit it afresh, at most twice more.
    for (let attempt = 2; run.lhr.runtimeError && attempt <= 3; attempt++) {
      console.error(`${page}: Lighthouse could not audit ${url} (${run.lhr.runtimeError.code}); attempt ${attempt} of 3`);
      run = await auditOnce(url);
    }
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(path.join(saveDir, `${page}.json`), JSON.stringify(run.lhr));
      // The page's trace, which Chromium's DevTools open (Performance panel): the tasks behind TBT.
      if (run.artifacts?.Trace) writeFileSync(path.join(saveDir, `${page}.trace.json`), JSON.stringify(run.artifacts.Trace));
    }
    if (run.lhr.runtimeError)
      console.error(`${page}: Lighthouse could not audit ${url}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
    const scores = Object.fromEntries(Object.entries(run.lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
    const requests = run.lhr.audits["network-requests"]?.details?.items ?? [];
    const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const metricIds = {
      FCP: "first-contentful-paint",
      LCP: "largest-contentful-paint",
      TBT: "total-blocking-time",
      CLS: "cumulative-layout-shift",
      SI: "speed-index",
    };
    const metrics = Object.fromEntries(
      Object.entries(metricIds).map(([name, id]) => [name, run.lhr.audits[id]?.numericValue ?? Number.NaN]),
    );
    const failing = Object.entries(run.lhr.categories)
      .filter(([id]) => id !== "performance")
      .flatMap(([id, category]) =>
        (category.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && typeof run.lhr.audits[ref.id]?.score === "number" && run.lhr.audits[ref.id]!.score! < 1)
          .map((ref) => `${id}: ${ref.id}`),
      );
    results.push({ page, url, scores, jsBytes, metrics, failing, benchmarkIndex: run.lhr.environment?.benchmarkIndex });
  }
  return results;
}

/** JavaScript bytes only: the compressed sizes of every script response, brotli accepted. */
async function withPlaywright(pages: { page: string; url: string }[]): Promise<PageResult[]> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const results: PageResult[] = [];
  try {
    for (const { page: name, url } of pages) {
      const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip, deflate, br" } });
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        scripts.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(url, { waitUntil: "networkidle" });
      const jsBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      results.push({ page: name, url, scores: null, jsBytes });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Each page loaded `runs` times in a fresh context, unthrottled as Lighthouse observes a load,
 * traced with V8's sampling profiler: the blocking time of every load, and the long tasks of the
 * median one with what ran in them.
 */
async function withTaskTraces(pages: { page: string; url: string }[], runs: number): Promise<void> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const nameFrame = sourceMapNamer(path.resolve("build/client"));
  try {
    for (const { page: name, url } of pages) {
      const reports: TaskReport[] = [];
      for (let run = 0; run < runs; run++) {
        // Lighthouse's phone: 412 × 823 CSS pixels at 1.75 device pixels each, touch.
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events: TraceEvent[] = [];
        cdp.on("Tracing.dataCollected", (data) => events.push(...(data.value as unknown as TraceEvent[])));
        const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
        await cdp.send("Tracing.start", {
          traceConfig: {
            includedCategories: [
              "devtools.timeline",
              "disabled-by-default-devtools.timeline",
              "v8.execute",
              "disabled-by-default-v8.cpu_profiler",
              "loading",
            ],
          },
          transferMode: "ReportEvents",
        });
        await page.goto(url, { waitUntil: "networkidle" });
        await cdp.send("Tracing.end");
        await complete;
        await context.close();
        reports.push(longTasks(events, nameFrame));
      }
      const sorted = [...reports].sort((a, b) => a.blockingMs - b.blockingMs);
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      console.info(
        `${name.padEnd(9)} blocking time ${reports.map((r) => r.blockingMs.toFixed(0)).join(", ")} ms (median ${median.blockingMs.toFixed(0)}), first contentful paint at ${median.fcpMs?.toFixed(0)} ms  (${url})`,
      );
      const busy = [...reports.map((r) => r.busyMs)].sort((a, b) => a - b);
      console.info(
        `          main thread busy ${reports.map((r) => r.busyMs.toFixed(0)).join(", ")} ms (median ${busy[Math.floor((busy.length - 1) / 2)]!.toFixed(0)}); the median load's ${median.work.map(([event, ms]) => `${event} ${ms.toFixed(0)}`).join(" · ")}`,
      );
      for (const task of median.tasks) {
        const work = task.work.map(([event, ms]) => `${event} ${ms.toFixed(1)}`).join(" · ");
        const what = task.functions.map(([fn, share]) => `${fn} ${(share * 100).toFixed(0)}%`).join(" · ");
        console.info(
          `  ${task.startMs >= 0 ? "+" : ""}${task.startMs.toFixed(0).padStart(5)} ms  ${task.durationMs.toFixed(1).padStart(5)} ms  counts ${task.blockingMs.toFixed(0).padStart(3)}  ${work}\n${" ".repeat(34)}${what}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

const originArg = process.argv.find((a) => a.startsWith("--origin="))?.slice(9);
const tasksArg = process.argv.find((a) => a === "--tasks" || a.startsWith("--tasks="));
const server = originArg ? null : await startServer();
try {
  const origin = originArg ?? server!.origin;
  const pages = await pagesOf(origin);
  await warmUp(pages);
  if (tasksArg) await withTaskTraces(pages, Number(tasksArg.split("=")[1] ?? 5));
  else {
    const lighthouseResults = process.argv.includes("--js-only") ? null : await withLighthouse(pages);
    const results = lighthouseResults ?? (await withPlaywright(pages));
    if (!lighthouseResults) {
      console.info(
        "Scores skipped (--js-only, or no `lighthouse` package): JavaScript measured in Playwright (compressed script responses).",
      );
    }
    let failed = false;
    for (const r of results) {
      const kb = r.jsBytes / 1024;
      const s = r.scores;
      const line = s
        ? `performance ${s.performance} · accessibility ${s.accessibility} · SEO ${s.seo} · best practices ${s["best-practices"]} · `
        : "";
      console.info(`${r.page.padEnd(9)} ${line}JS ${kb.toFixed(1)} KB compressed  (${r.url})`);
      if (r.metrics) {
        const m = r.metrics;
        console.info(
          `        FCP ${m.FCP!.toFixed(0)} ms · LCP ${m.LCP!.toFixed(0)} ms · TBT ${m.TBT!.toFixed(0)} ms · CLS ${m.CLS!.toFixed(3)} · Speed Index ${m.SI!.toFixed(0)} ms` +
            (r.benchmarkIndex ? ` · CPU benchmark index ${Math.round(r.benchmarkIndex)}` : ""),
        );
      }
      if (r.failing?.length) console.info(`        failing: ${r.failing.join(", ")}`);
      if (kb > budgetOf(r.page)) failed = true;
      if (
        s &&
        (s.performance! < budgets.performance ||
          s.accessibility! < budgets.accessibility ||
          s.seo! < budgets.seo ||
          s["best-practices"]! < budgets["best-practices"])
      )
        failed = true;
    }
    console.info(
      `Budgets: performance, accessibility, SEO and best practices ≥ ${budgets.performance}, JS ≤ ${budgets.jsKb} KB (the map ≤ ${budgets.mapJsKb} KB): ${failed ? "NOT met" : "met"}`,
    );
    process.exitCode = failed ? 1 : 0;
  }
} finally {
  server?.stop();
}
