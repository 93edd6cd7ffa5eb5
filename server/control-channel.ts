import { chmodSync, lstatSync, mkdirSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * The local control channel of a process that holds the embedded database (PGlite under
 * DATA_DIR/pglite, which only one process may open): a Unix socket at DATA_DIR/control.sock,
 * readable and writable by its owner only. A command (scripts/alerts-digest.ts) asks the running
 * server to do a job instead of opening the database a second time; a second server finds the
 * socket answering and refuses to start. One JSON request line, one JSON answer line, then the
 * connection ends; only the jobs of `controlRequestSchema` are run.
 */
export const controlSocketName = "control.sock";

/** The jobs a command may ask for: nothing else is run. */
export const controlRequestSchema = z.discriminatedUnion("job", [
  z.strictObject({ job: z.literal("saved-search-digest"), frequency: z.enum(["daily", "weekly"]) }),
]);
export type ControlRequest = z.infer<typeof controlRequestSchema>;

/** What a digest run did: due searches, mails queued, mails sent. */
export interface ControlJobResult {
  searches: number;
  mailed: number;
  sent: number;
}
export type ControlAnswer = ({ ok: true } & ControlJobResult) | { ok: false; error: string };

/** A request line longer than this is refused (a request is a few dozen bytes). */
const maxRequestBytes = 4096;
/** A connection that sends no request line within this is closed. */
const requestTimeoutMs = 10_000;
/** Linux's sun_path holds 108 bytes with the terminating zero. */
const maxSocketPathBytes = 107;

export function controlSocketPath(dataDir: string): string {
  return path.resolve(dataDir, controlSocketName);
}

/**
 * The address to bind or connect: the absolute path, or the path relative to the working
 * directory when only that fits in a Unix socket address (a deep DATA_DIR).
 */
function socketAddress(socketPath: string): string {
  if (Buffer.byteLength(socketPath) <= maxSocketPathBytes) return socketPath;
  const relative = path.relative(process.cwd(), socketPath);
  if (Buffer.byteLength(relative) <= maxSocketPathBytes) return relative;
  throw new Error(`${socketPath} is too long for a Unix socket (at most ${maxSocketPathBytes} bytes): choose a shorter DATA_DIR`);
}

/** The server on DATA_DIR could not start: another live process answers on its control socket. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, socketPath: string) {
    super(
      `another server is using DATA_DIR ${path.resolve(dataDir)} (it answers on ${socketPath}); the embedded database may be opened by one process only: stop it first, or give this one its own DATA_DIR or a DATABASE_URL`,
    );
    this.name = "DataDirInUseError";
  }
}

/** Whether a process listens on the socket: live, nothing there, or a file a crashed process left. */
function probe(address: string): Promise<"live" | "absent" | "stale"> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    socket.once("connect", () => {
      socket.destroy();
      resolve("live");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") resolve("absent");
      else if (error.code === "ECONNREFUSED") resolve("stale");
      else reject(error);
    });
  });
}

export interface ControlChannel {
  socketPath: string;
  /** Stops listening once the jobs in flight have answered; the socket file is removed. */
  close(): Promise<void>;
}

/**
 * Claims DATA_DIR's control socket before the embedded database is opened, and answers requests
 * with `run`. A socket file that no process answers on (a crash left it) is replaced; one that
 * answers means another process holds DATA_DIR: `DataDirInUseError`.
 */
export async function openControlChannel(
  dataDir: string,
  run: (request: ControlRequest) => Promise<ControlJobResult>,
  options: { onError?: (error: unknown, request: ControlRequest) => void } = {},
): Promise<ControlChannel> {
  const socketPath = controlSocketPath(dataDir);
  const address = socketAddress(socketPath);
  mkdirSync(path.dirname(socketPath), { recursive: true });
  const server = net.createServer((socket) => serve(socket, run, options.onError));
  for (let attempt = 0; ; attempt += 1) {
    try {
      await listenPrivately(server, address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt > 0) throw error;
      const state = await probe(address);
      if (state === "live") throw new DataDirInUseError(dataDir, socketPath);
      if (state === "stale") {
        if (!lstatSync(socketPath).isSocket()) throw new Error(`${socketPath} exists and is not a socket: remove it`, { cause: error });
        unlinkSync(socketPath);
      }
    }
  }
  return {
    socketPath,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Binds with the owner's permissions only (umask while binding, where the process may set it, and chmod). */
function listenPrivately(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.once("listening", () => {
      server.off("error", onError);
      try {
        chmodSync(address, 0o600);
        resolve();
      } catch (error) {
        server.close();
        reject(error as Error);
      }
    });
    let previous: number | undefined;
    try {
      previous = process.umask(0o177);
    } catch {
      // Worker threads may not set the umask: the chmod above still applies before any request is read.
    }
    try {
      // The socket file is created inside this call (bind is synchronous), under the umask above.
      server.listen(address);
    } finally {
      if (previous !== undefined) process.umask(previous);
    }
  });
}

function serve(
  socket: net.Socket,
  run: (request: ControlRequest) => Promise<ControlJobResult>,
  onError: ((error: unknown, request: ControlRequest) => void) | undefined,
): void {
  let buffered = "";
  let answered = false;
  const answer = (reply: ControlAnswer) => {
    answered = true;
    socket.end(`${JSON.stringify(reply)}\n`);
  };
  socket.setEncoding("utf8");
  socket.setTimeout(requestTimeoutMs, () => socket.destroy());
  socket.on("error", () => {});
  socket.on("data", (chunk: string) => {
    if (answered) return;
    buffered += chunk;
    const end = buffered.indexOf("\n");
    if (end < 0) {
      if (Buffer.byteLength(buffered) > maxRequestBytes) answer({ ok: false, error: "request too long" });
      return;
    }
    socket.setTimeout(0);
    let parsed: unknown;
    try {
      parsed = JSON.parse(buffered.slice(0, end));
    } catch {
      answer({ ok: false, error: "the request is not one JSON line" });
      return;
    }
    const request = controlRequestSchema.safeParse(parsed);
    if (!request.success) {
      const job = (parsed as { job?: unknown } | null)?.job;
      answer({
        ok: false,
        error: controlRequestSchema.options.some((option) => option.shape.job.value === job)
          ? `invalid request: ${request.error.issues[0]!.message}`
          : `unknown job: ${JSON.stringify(job ?? null)}`,
      });
      return;
    }
    answered = true;
    run(request.data).then(
      (result) => socket.end(`${JSON.stringify({ ok: true, ...result } satisfies ControlAnswer)}\n`),
      (error: unknown) => {
        onError?.(error, request.data);
        socket.end(
          `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies ControlAnswer)}\n`,
        );
      },
    );
  });
}

/**
 * Asks the process holding DATA_DIR to run a job. Answers null when none listens there (no
 * socket, or one a crash left), so the caller may open the database itself.
 */
export async function askControlChannel(dataDir: string, request: ControlRequest): Promise<ControlAnswer | null> {
  const address = socketAddress(controlSocketPath(dataDir));
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let connected = false;
    let received = "";
    socket.setEncoding("utf8");
    socket.once("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(null);
      else if (connected) resolve({ ok: false, error: `the connection failed: ${error.message}` });
      else reject(error);
    });
    socket.once("close", () => {
      if (!connected) return;
      const line = received.split("\n")[0]!;
      try {
        resolve(JSON.parse(line) as ControlAnswer);
      } catch {
        resolve({ ok: false, error: "the server closed the connection without answering" });
      }
    });
  });
}
