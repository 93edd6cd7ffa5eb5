// Shared by the crash, restart and soak scripts: a throwaway PostgreSQL, the production build
// started on a free loopback port with a private DATA_DIR, listers with a package, and the
// multipart listing they post. Loopback only.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { hashPassword } from "../../app/lib/auth.server.ts";
import { freePort } from "../postgres-server.ts";
import { serveCommand } from "../serve-command.ts";

export const root = process.cwd();

export const arg = (name: string, fallback: string): string =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** npm start's build step: builds unless build/ was made from the sources as they are (scripts/build-if-changed.ts). */
export function ensureBuild(): void {
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build-if-changed.ts")], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("react-router build failed");
}

export interface RunningApp {
  origin: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 on /readyz. */
  readyMs: number;
  /** The server's log lines (pino JSON and the start banner). */
  lines: string[];
  waitForLog(message: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * The server's runtime as `npm start` and `npm run serve` run it, read from their command line
 * (scripts/serve-command.ts): NODE_ENV=production; a young generation of at most 16 MB per
 * semi-space (V8 sizes it up to several times that under load, which made RSS swing by 100 MB
 * between minutes; docs/benchmarks/rss-5min.md); two malloc arenas, not one per thread
 * (docs/benchmarks/soak.md).
 */
export const productionNodeArgs = serveCommand().nodeArgs;

export function productionEnv(): Record<string, string> {
  return serveCommand().env;
}

/** Starts the server as `npm run serve` does against `databaseUrl` with DATA_DIR `dataDir`; resolves once /readyz answers 200. */
export async function startApp(options: {
  databaseUrl: string;
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** Node options for the server process, e.g. --heapsnapshot-signal. */
  nodeArgs?: string[];
  /**
   * Server processes (WEB_CONCURRENCY). One by default: most scripts follow one process (its pid,
   * its memory, its kill); the soak runs as many as `npm start` would (server/processes.ts).
   */
  processes?: number;
  authSecret: string;
}): Promise<RunningApp> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [...productionNodeArgs, ...(options.nodeArgs ?? []), path.join(root, serveCommand().entry)], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...productionEnv(),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: origin,
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      AUTH_SECRET: options.authSecret,
      // Each simulated client has its own address (X-Forwarded-For); limits are raised so the
      // scripts measure the server, not the 429 path.
      TRUST_PROXY: "1",
      RATE_LIMIT_API_PER_MINUTE: "1000000000",
      RATE_LIMIT_AUTH_PER_10_MINUTES: "1000000000",
      WEB_CONCURRENCY: String(options.processes ?? 1),
      ...options.env,
    },
  });
  const lines: string[] = [];
  const waiters: { message: string; resolve: (entry: Record<string, unknown>) => void }[] = [];
  const onLine = (line: string) => {
    lines.push(line);
    if (!line.startsWith("{")) return;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      for (const waiter of waiters.filter((w) => w.message === entry.msg)) waiter.resolve(entry);
    } catch {
      // a partial line
    }
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffer = "";
    stream.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      for (const part of parts) onLine(part);
    });
  }
  const deadline = Date.now() + 120_000;
  let readyMs = -1;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${lines.slice(-20).join("\n")}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) {
        readyMs = Date.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  if (readyMs < 0) throw new Error("server did not become ready in 120 s");
  return {
    origin,
    child,
    readyMs,
    lines,
    waitForLog(message, timeoutMs = 60_000) {
      const seen = lines.find((line) => line.includes(`"msg":"${message}"`));
      if (seen) return Promise.resolve(JSON.parse(seen) as Record<string, unknown>);
      return new Promise((resolve, reject) => {
        waiters.push({ message, resolve });
        setTimeout(() => reject(new Error(`no "${message}" log in ${timeoutMs} ms`)), timeoutMs).unref();
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface Lister {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Users with a verified e-mail, a password and a package large enough for any run, signed in with a bearer token. */
export async function createListers(databaseUrl: string, origin: string, count: number, prefix: string): Promise<Lister[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const password = "secret123";
    const hash = await hashPassword(password);
    const {
      rows: [pack],
    } = await client.query<{ id: number }>(
      // A paid package (price above 0): the listers chat with each other, and a free owner takes no direct messages.
      `insert into packages (code, name, price, duration_days, property_list_limit) values ($1, 'Gói kiểm thử', 1000, 30, 1000000)
       on conflict (code) do update set property_list_limit = excluded.property_list_limit, price = excluded.price returning id`,
      [`ops-${prefix}`],
    );
    const listers: Lister[] = [];
    for (let i = 0; i < count; i++) {
      const email = `${prefix}-${i}-${randomBytes(3).toString("hex")}@example.test`;
      const {
        rows: [user],
      } = await client.query<{ id: number }>(`insert into users (name, email, email_verified) values ($1, $2, true) returning id`, [
        `Người đăng ${i + 1}`,
        email,
      ]);
      await client.query(`insert into accounts (account_id, provider_id, user_id, password) values ($1, 'credential', $2, $3)`, [
        String(user!.id),
        user!.id,
        hash,
      ]);
      await client.query(
        `insert into user_packages (user_id, package_id, starts_at, ends_at) values ($1, $2, now() - interval '1 minute', now() + interval '30 days')`,
        [user!.id, pack!.id],
      );
      listers.push({ id: user!.id, email, password, token: await signIn(origin, email, password) });
    }
    return listers;
  } finally {
    await client.end();
  }
}

/** A client address for X-Forwarded-For: sign-ins are limited per address, and real sign-ins come from many. */
export const randomClientIp = () =>
  `10.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Signs in through user_signup; answers the bearer token. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/user_signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": randomClientIp() },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  const token = res.ok ? (JSON.parse(text) as { token?: string }).token : undefined;
  if (!token) throw new Error(`sign-in failed: ${res.status} ${text}`);
  return token;
}

export interface ListingRefs {
  categoryId: number;
  wardCode: string;
  areaParameterId: number;
}

export async function listingRefs(databaseUrl: string): Promise<ListingRefs> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const category = await client.query<{ id: number }>(`select id from categories where slug_id = 'can-ho-chung-cu'`);
    const ward = await client.query<{ code: string }>(`select code from wards where province_code = '29' order by code limit 1`);
    const area = await client.query<{ id: number }>(`select id from parameters where code = 'area'`);
    return { categoryId: category.rows[0]!.id, wardCode: ward.rows[0]!.code, areaParameterId: area.rows[0]!.id };
  } finally {
    await client.end();
  }
}

let photoBytes: Uint8Array<ArrayBuffer> | null = null;

/** A listing with a title photo and one gallery photo, as post_property takes it. */
export async function listingForm(refs: ListingRefs, title: string): Promise<FormData> {
  photoBytes ??= new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 140, b: 90 } } })
      .jpeg()
      .toBuffer(),
  );
  const body = new FormData();
  const fields: Record<string, string> = {
    title,
    description: "Căn hộ thoáng mát, nội thất đầy đủ, gần trường học và chợ.",
    category_id: String(refs.categoryId),
    property_type: "sell",
    price: "4200000000",
    ward_code: refs.wardCode,
    address: "27 Nguyễn Hữu Thọ",
    city: "Thành phố Hồ Chí Minh",
    latitude: "10.7388",
    longitude: "106.701",
    "parameters[0][parameter_id]": String(refs.areaParameterId),
    "parameters[0][value]": "80",
  };
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append("title_image", new File([photoBytes], "photo.jpg", { type: "image/jpeg" }));
  body.append("gallery_images[]", new File([photoBytes], "gallery.jpg", { type: "image/jpeg" }));
  return body;
}

/** Resident memory (kB) and open file descriptors of a process, from /proc (NaN once it is gone). */
export function processFootprint(pid: number): { rssKb: number; openFds: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return { rssKb, openFds: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return { rssKb: Number.NaN, openFds: Number.NaN };
  }
}

export interface MemoryMap {
  /** Resident MB in glibc's per-thread malloc arenas (anonymous 64 MiB-aligned heaps). */
  arenasMb: number;
  /** Resident MB in the main malloc arena (the brk heap). */
  brkMb: number;
  /** Resident MB of other anonymous memory: V8's heap and large mmap'd allocations. */
  otherAnonMb: number;
  /** Resident MB of mapped files: the node binary, shared libraries (libvips among them). */
  fileMb: number;
}

const arenaSpan = 64 * 1024 * 1024;

/** A process's resident memory by kind of mapping, from /proc/<pid>/smaps. */
export function memoryMap(pid: number): MemoryMap | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return null;
  }
  const maps: { start: number; end: number; name: string; rssKb: number }[] = [];
  for (const line of text.split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      maps.push({ start: Number.parseInt(header[1]!, 16), end: Number.parseInt(header[2]!, 16), name: header[3]!.trim(), rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps.at(-1)!.rssKb = Number(rss[1]);
  }
  const kb = { arenas: 0, brk: 0, otherAnon: 0, file: 0 };
  for (let i = 0; i < maps.length; i++) {
    const map = maps[i]!;
    if (map.name === "[heap]") kb.brk += map.rssKb;
    else if (map.name && !map.name.startsWith("[")) kb.file += map.rssKb;
    else if (map.name) kb.otherAnon += map.rssKb;
    else if (map.start % arenaSpan === 0) {
      // An arena heap: consecutive anonymous mappings (used, then reserved) filling one aligned 64 MiB span.
      let j = i;
      let rssKb = 0;
      while (
        j < maps.length &&
        !maps[j]!.name &&
        maps[j]!.end <= map.start + arenaSpan &&
        (j === i || maps[j]!.start === maps[j - 1]!.end)
      ) {
        rssKb += maps[j]!.rssKb;
        j++;
      }
      if (maps[j - 1]!.end === map.start + arenaSpan) {
        kb.arenas += rssKb;
        i = j - 1;
      } else kb.otherAnon += map.rssKb;
    } else kb.otherAnon += map.rssKb;
  }
  return { arenasMb: kb.arenas / 1024, brkMb: kb.brk / 1024, otherAnonMb: kb.otherAnon / 1024, fileMb: kb.file / 1024 };
}

export function gitCommit(): string {
  const result = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  return result.stdout.trim() || "unknown";
}
