import type { LoadResult } from "./load.ts";
import type { BenchPair } from "./routes.ts";

/** One route's measurement: its load figures and the CPU it cost per request. */
export interface Measured {
  load: LoadResult;
  /** CPU of the answering Node process (app or reference server) per request, ms. */
  nodeMsPerRequest: number;
  /** CPU of every PostgreSQL process per request, ms. */
  pgMsPerRequest: number;
}

export interface PairResult {
  pair: BenchPair;
  route: Measured;
  against: Measured;
  /** The app's /healthz, measured in the same rounds as the pair (the server's floor). */
  floor: Measured;
  /** route req/s ÷ against req/s. */
  ratio: number;
}

export interface BenchRun {
  label: string;
  date: Date;
  commit: string;
  command: string;
  /** The app server's command line, as `npm run serve` runs it. */
  serveCommand?: string;
  machine: { cpu: string; node: string; postgres: string; loadAverage: number[] };
  listings: number;
  publicListings: number;
  generateSeconds: number | null;
  /** The embedded default: seconds from spawning the server to /readyz, on an empty data directory and again on it. */
  startup?: { first: number; restart: number } | null;
  /** Seconds waited after /readyz for the start's background work to end (`waitQuiet` in run-bench.ts). */
  quietSeconds?: number;
  concurrency: number;
  seconds: number;
  rounds: number;
  /** PAGE_CACHE_SECONDS of the server in the search, reference and page tables. */
  pageCacheSeconds: number;
  /** The app server's resident memory before and after the run, MB (all its processes). */
  rssMb: [number, number];
  /** Server processes the app ran (server/processes.ts), and the reference server as many. */
  processes?: number;
  results: PairResult[];
}

const groups: Record<BenchPair["group"], string> = {
  search: "Search API against the plain `pg` reference server",
  reference: "Reference calls against web-settings",
  page: "Server-rendered pages against the API call carrying their data (page cache as deployed)",
  "page-uncached": "The same pages rendered on every request (server restarted with PAGE_CACHE_SECONDS=0)",
};

const perSecond = (m: Measured) => m.load.perSecond.toFixed(0);
const cpu = (m: Measured) => `${m.nodeMsPerRequest.toFixed(2)} + ${m.pgMsPerRequest.toFixed(2)}`;
const kb = (m: Measured) => (m.load.meanBytes / 1024).toFixed(1);

/** What the run's server caches, and for how long. */
function pageCacheLine(seconds: number): string {
  if (seconds <= 0)
    return "Page cache off (PAGE_CACHE_SECONDS=0): every page request is rendered; homepage-data reads every section on each call.";
  return `Page cache as deployed: public pages asked by visitors without a session (these requests, but the "(member)" pairs: a member's pages are rendered for them every time) are kept ${seconds} s per URL in the server's memory (PAGE_CACHE_SECONDS=${seconds}); each page route rotates over its paths, so a slice serves each path from memory once it is rendered. API answers are not cached by it, except that homepage-data keeps a visitor's sections other than nearby (cards, categories, wards, projects, articles, FAQs) for the same ${seconds} s per language, and the reference server its card sections alike (its category and ward counts 60 s); nearby is read on every call of both.`;
}

/** One run as a Markdown section: the ratio table per group. */
export function renderRun(r: BenchRun): string {
  const tables = (Object.keys(groups) as BenchPair["group"][])
    .map((group) => {
      const rows = r.results.filter((x) => x.pair.group === group);
      if (rows.length === 0) return "";
      const lines = rows.map(({ pair, route, against, floor, ratio }) => {
        const failed = route.load.failures + against.load.failures;
        const ofFloor = (m: Measured) => (floor.load.perSecond > 0 ? (m.load.perSecond / floor.load.perSecond).toFixed(3) : "–");
        return `| ${pair.route.name} | ${perSecond(route)} | ${route.load.p50.toFixed(1)} | ${cpu(route)} | ${kb(route)} | ${pair.against.name} | ${perSecond(against)} | ${cpu(against)} | **${ratio.toFixed(3)}** | ${pair.goal} ${ratio >= pair.goal ? "met" : "not met"}${failed ? ` (${failed} failed)` : ""} | ${perSecond(floor)} | ${ofFloor(route)} / ${ofFloor(against)} |`;
      });
      return `#### ${groups[group]}

| Route | req/s | p50 ms | CPU ms/req Node + PG | KB/answer | Compared with | req/s | CPU ms/req Node + PG | Ratio | Goal | /healthz req/s | Each ÷ /healthz |
|---|---:|---:|---:|---:|---|---:|---:|---:|---|---:|---:|
${lines.join("\n")}
`;
    })
    .filter(Boolean)
    .join("\n");
  return `### ${r.label}

${r.date.toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${r.commit}, \`${r.command}\`${r.serveCommand ? `; the app server started as \`npm run serve\` starts it: \`${r.serveCommand}\`` : ""}.
${r.listings.toLocaleString("en")} listings (${r.publicListings.toLocaleString("en")} public)${r.generateSeconds === null ? "" : `, generated in ${r.generateSeconds.toFixed(0)} s`};${r.startup ? `\nembedded default (PGlite in the server's process, the demo city seeded on the first start; PostgreSQL's CPU is inside the Node figure): first start ${r.startup.first.toFixed(1)} s to /readyz on an empty data directory, restart ${r.startup.restart.toFixed(1)} s;` : ""}
${r.concurrency} concurrent requests, ${r.seconds} s per route, the two routes of a pair alternating in ${r.rounds} slices${r.quietSeconds === undefined ? "" : `, from ${r.quietSeconds.toFixed(0)} s after the server was ready, when its start's background work had ended (a second under a tenth of a core for it and PostgreSQL)`}.
${pageCacheLine(r.pageCacheSeconds)}
${r.machine.cpu}, shared with other engineers' work (load average ${r.machine.loadAverage.map((l) => l.toFixed(2)).join(", ")} at the start);
Node ${r.machine.node}; ${r.machine.postgres}.${r.processes === undefined ? "" : ` ${r.processes} app server ${r.processes === 1 ? "process" : "processes"} (server/processes.ts)${r.processes > 1 ? ", the reference server as many; CPU per request is theirs together" : ""}.`} App server RSS ${r.rssMb[0].toFixed(0)} MB before, ${r.rssMb[1].toFixed(0)} MB after${r.processes !== undefined && r.processes > 1 ? " (all its processes)" : ""}.

${tables}`;
}

/** The run kind's file with the section `label` added or replaced. */
export function replaceSection(file: string, listings: number, label: string, section: string): string {
  const header = `# Ratio benchmark: ${listings.toLocaleString("en")} listings

Written by \`npm run bench\` (scripts/bench/run-bench.ts); each section is one run. A ratio is
the first route's requests per second divided by the second's, both measured in the same run
in alternating slices, so that the machine's load at the time weighs on both alike. The
reference server (scripts/bench/reference-server.ts) is plain node:http + \`pg\` with named
statements, answering the same searches with the same rows and card JSON, uncompressed.
CPU per request is read from /proc: the answering Node process, and every PostgreSQL process.
Queries rotate over many wards, categories, prices, words and points (scripts/bench/routes.ts).
Each round of a pair ends with a half-length slice of the app's \`/healthz\` (a trivial route):
the last columns give its req/s and each route's req/s divided by it, the server's floor.
`;
  const body = file.includes("\n### ") ? file.slice(file.indexOf("\n### ") + 1) : "";
  const sections = body ? body.split(/\n(?=### )/) : [];
  const index = sections.findIndex((s) => s.startsWith(`### ${label}\n`));
  if (index >= 0) sections[index] = section.trimEnd() + "\n";
  else sections.push(section.trimEnd() + "\n");
  return `${header}\n${sections.map((s) => s.trimEnd()).join("\n\n")}\n`;
}
