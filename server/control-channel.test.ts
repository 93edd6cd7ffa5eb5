import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/index.ts";
import { latestMessage } from "../tests/support/outbox.ts";
import { moderateListing } from "../app/modules/moderation/moderate-listing.server.ts";
import { runSavedSearchAlerts } from "../app/modules/saved-searches/run-saved-search-alerts.server.ts";
import { saveSearch } from "../app/modules/saved-searches/save-search.server.ts";
import { createActor } from "../tests/support/actors.ts";
import { createProperty, wardByName } from "../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../tests/support/test-app.ts";
import {
  askControlChannel,
  controlSocketPath,
  DataDirInUseError,
  openControlChannel,
  type ControlChannel,
  type ControlJobResult,
  type ControlRequest,
} from "./control-channel.ts";
import { holdDataDir, runControlJob } from "./control-jobs.ts";
import { testEnv } from "../tests/support/test-env.ts";

let ctx: TestContext;
const dirs: string[] = [];
const channels: ControlChannel[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(async () => {
  for (const channel of channels.splice(0)) await channel.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR of the test's own (short, under the system temp dir: a socket path has 107 bytes). */
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nhadat-ctl-"));
  dirs.push(dir);
  return dir;
}

async function open(dir: string, run: (request: ControlRequest) => Promise<ControlJobResult>): Promise<ControlChannel> {
  const channel = await openControlChannel(dir, run);
  channels.push(channel);
  return channel;
}

/** Sends a raw line and reads the answer line, as any local client could. */
async function sendLine(dir: string, line: string): Promise<unknown> {
  const socket = net.connect(controlSocketPath(dir));
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  await once(socket, "connect");
  socket.write(`${line}\n`);
  await once(socket, "close");
  return JSON.parse(received.split("\n")[0]!);
}

/** A job that records what it was asked and does nothing. */
function recorder() {
  const asked: ControlRequest[] = [];
  const run = async (request: ControlRequest) => {
    asked.push(request);
    return { searches: 0, mailed: 0, sent: 0 };
  };
  return { asked, run };
}

describe("control channel", () => {
  it("runs the saved-search digest asked over DATA_DIR/control.sock and answers what it sent; the socket is its owner's only", async () => {
    const dir = dataDir();
    const channel = await open(dir, (request) => runControlJob(ctx.services, request));
    expect(channel.socketPath).toBe(path.join(dir, "control.sock"));
    const socket = lstatSync(channel.socketPath);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    // A daily search whose match staff approved: its alert waits for the digest.
    const buyer = await createActor(ctx.services.db);
    const wardSlug = (await wardByName(ctx.services.db, "Phường Tân Hưng")).slug;
    await saveSearch(ctx.services.db, {
      actor: buyer,
      name: "Mỗi ngày",
      url: `/properties?ward=${wardSlug}&category=nha-mat-pho`,
      frequency: "daily",
      by_email: true,
      by_push: false,
    });
    const owner = await createActor(ctx.services.db);
    const listing = await createProperty(ctx.services.db, {
      userId: owner.id,
      wardName: "Phường Tân Hưng",
      categorySlug: "nha-mat-pho",
      requestStatus: "pending",
      title: "Nhà mặt phố qua kênh điều khiển",
    });
    const moderator = await createActor(ctx.services.db, { role: "moderator" });
    await moderateListing(ctx.services, { actor: moderator, kind: "property", id: listing.id, decision: "approve" });
    while ((await runSavedSearchAlerts(ctx.services)).changes > 0);
    expect(await ctx.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email))).toEqual([]);

    const answer = await askControlChannel(dir, { job: "saved-search-digest", frequency: "daily" });
    expect(answer).toMatchObject({ ok: true });
    const { searches, mailed, sent } = answer as ControlJobResult;
    expect(searches).toBeGreaterThanOrEqual(1);
    expect(mailed).toBeGreaterThanOrEqual(1);
    expect(sent).toBeGreaterThanOrEqual(mailed);
    const [queued] = await ctx.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(queued?.sentAt).not.toBeNull();
    // Read decoded: quoted-printable may break the link across lines wherever its line falls.
    expect(await latestMessage(ctx.dataDir, "mail", `To: ${buyer.email}`)).toContain(`/properties-details/${listing.slugId}`);

    // Asked again straight away: nothing more is due.
    expect(await askControlChannel(dir, { job: "saved-search-digest", frequency: "daily" })).toEqual({
      ok: true,
      searches: 0,
      mailed: 0,
      sent: 0,
    });
  });

  it("refuses a job it does not know, a bad frequency and a line that is not JSON, running nothing", async () => {
    const dir = dataDir();
    const { asked, run } = recorder();
    await open(dir, run);
    expect(await sendLine(dir, JSON.stringify({ job: "drop-database" }))).toEqual({ ok: false, error: 'unknown job: "drop-database"' });
    expect(await sendLine(dir, JSON.stringify({ job: "saved-search-digest", frequency: "hourly" }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^invalid request: /),
    });
    expect(await sendLine(dir, JSON.stringify({ job: "saved-search-digest", frequency: "daily", sql: "drop table users" }))).toMatchObject({
      ok: false,
    });
    expect(await sendLine(dir, "saved-search-digest daily")).toEqual({ ok: false, error: "the request is not one JSON line" });
    expect(asked).toEqual([]);
    // A job that fails answers its error.
    const failing = dataDir();
    await open(failing, () => Promise.reject(new Error("database closed")));
    expect(await askControlChannel(failing, { job: "saved-search-digest", frequency: "weekly" })).toEqual({
      ok: false,
      error: "database closed",
    });
  });

  it("replaces a socket file that a killed process left, and answers on it", async () => {
    const dir = dataDir();
    const socketPath = controlSocketPath(dir);
    // A process that dies without closing its socket (kill -9) leaves the file behind.
    const crashed = spawn(process.execPath, [
      "-e",
      "require('node:net').createServer().listen(process.argv[1], () => process.kill(process.pid, 'SIGKILL'))",
      socketPath,
    ]);
    await once(crashed, "exit");
    expect(lstatSync(socketPath).isSocket()).toBe(true);
    expect(await askControlChannel(dir, { job: "saved-search-digest", frequency: "daily" })).toBeNull();

    const { asked, run } = recorder();
    await open(dir, run);
    expect(await askControlChannel(dir, { job: "saved-search-digest", frequency: "daily" })).toEqual({
      ok: true,
      searches: 0,
      mailed: 0,
      sent: 0,
    });
    expect(asked).toEqual([{ job: "saved-search-digest", frequency: "daily" }]);
  });

  it("refuses a second server on the same DATA_DIR while the first answers, and lets one start once it has stopped", async () => {
    const dir = dataDir();
    const first = await openControlChannel(dir, recorder().run);
    const second = recorder();
    const refused = await openControlChannel(dir, second.run).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message.startsWith(`another server is using DATA_DIR ${dir} `)).toBe(true);
    // The first still holds its socket and answers.
    expect(await askControlChannel(dir, { job: "saved-search-digest", frequency: "daily" })).toMatchObject({ ok: true });

    await first.close();
    expect(existsSync(controlSocketPath(dir))).toBe(false);
    expect(await askControlChannel(dir, { job: "saved-search-digest", frequency: "daily" })).toBeNull();
    await open(dir, second.run);
    expect(await askControlChannel(dir, { job: "saved-search-digest", frequency: "weekly" })).toMatchObject({ ok: true });
    expect(second.asked).toEqual([{ job: "saved-search-digest", frequency: "weekly" }]);
  });

  it("is held by a command that opens the embedded database (answering that it runs no jobs), and not with DATABASE_URL", async () => {
    const dir = dataDir();
    const held = await holdDataDir(testEnv(dir), null);
    channels.push(held!);
    expect(await askControlChannel(dir, { job: "saved-search-digest", frequency: "daily" })).toEqual({
      ok: false,
      error: "DATA_DIR is held by a command that runs no jobs; try again when it has finished",
    });
    const other = dataDir();
    expect(await holdDataDir(testEnv(other, { DATABASE_URL: "postgres://localhost:1/none" }), null)).toBeNull();
    expect(existsSync(controlSocketPath(other))).toBe(false);
  });

  it("binds a DATA_DIR too deep for a socket address by its path from the working directory, and says so when that is too long as well", async () => {
    const base = dataDir();
    const deep = path.join(base, "d".repeat(90));
    mkdirSync(deep);
    expect(Buffer.byteLength(controlSocketPath(deep))).toBeGreaterThan(107);
    await expect(openControlChannel(deep, recorder().run)).rejects.toThrow(
      /is too long for a Unix socket \(at most 107 bytes\): choose a shorter DATA_DIR$/,
    );

    const cwd = process.cwd();
    process.chdir(base);
    try {
      const { asked, run } = recorder();
      await open(deep, run);
      expect(lstatSync(controlSocketPath(deep)).isSocket()).toBe(true);
      expect(await askControlChannel(deep, { job: "saved-search-digest", frequency: "daily" })).toMatchObject({ ok: true });
      expect(asked).toHaveLength(1);
      await channels.pop()!.close();
    } finally {
      process.chdir(cwd);
    }
  });
});
