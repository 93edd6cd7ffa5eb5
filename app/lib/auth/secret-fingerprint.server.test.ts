import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-db.ts";
import { rowsOf, type Database } from "../db.server.ts";
import {
  AuthSecretMismatchError,
  authSecretFingerprintKey,
  processHeartbeat,
  registerProcess,
  unregisterProcess,
} from "./secret-fingerprint.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const first = "first-secret-first-secret-first-secret-01";
const second = "second-secret-second-secret-second-secret";

it("refuses a process whose secret differs from a running one's, and reports a restart with a new secret", async () => {
  const { db } = database;
  expect(await registerProcess(db, first, { processId: "p1", rotate: false })).toBe("first");
  expect(await registerProcess(db, first, { processId: "p2", rotate: false })).toBe("same");
  await expect(registerProcess(db, second, { processId: "p3", rotate: false })).rejects.toThrow(AuthSecretMismatchError);
  // The database keeps fingerprints, never the secret.
  const stored = rowsOf<{ text: string }>(
    await db.execute(
      sql`select value as text from settings where key = ${authSecretFingerprintKey} union all select secret_fingerprint from app_processes`,
    ),
  );
  for (const row of stored) expect(row.text).not.toContain(first.slice(0, 12));

  // A killed process stops its heartbeat and counts as gone after three missed ones; a clean one leaves at once.
  await processHeartbeat(db, "p1");
  await db.execute(sql`update app_processes set seen_at = now() - interval '2 minutes' where id = 'p1'`);
  await unregisterProcess(db, "p2");
  expect(await registerProcess(db, second, { processId: "p4", rotate: false })).toBe("changed");
  await expect(registerProcess(db, first, { processId: "p5", rotate: false })).rejects.toThrow(AuthSecretMismatchError);
  expect(await registerProcess(db, first, { processId: "p6", rotate: true })).toBe("rotated");
});
