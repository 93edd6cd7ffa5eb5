import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-db.ts";
import { rowsOf, type Database } from "../db.server.ts";
import { AuthSecretMismatchError, authSecretFingerprintKey, checkAuthSecret } from "./secret-fingerprint.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const first = "first-secret-first-secret-first-secret-01";
const second = "second-secret-second-secret-second-secret";

it("records the first secret's fingerprint, refuses another secret, and changes only on purpose", async () => {
  expect(await checkAuthSecret(database.db, first, { rotate: false })).toBe("recorded");
  expect(await checkAuthSecret(database.db, first, { rotate: false })).toBe("matched");
  await expect(checkAuthSecret(database.db, second, { rotate: false })).rejects.toThrow(AuthSecretMismatchError);
  // The stored value is a fingerprint, not the secret.
  const [row] = rowsOf<{ value: string; is_public: boolean }>(
    await database.db.execute(sql`select value, is_public from settings where key = ${authSecretFingerprintKey}`),
  );
  expect(row!.value).not.toContain(first.slice(0, 12));
  expect(row!.is_public).toBe(false);
  expect(await checkAuthSecret(database.db, second, { rotate: true })).toBe("rotated");
  expect(await checkAuthSecret(database.db, second, { rotate: false })).toBe("matched");
  await expect(checkAuthSecret(database.db, first, { rotate: false })).rejects.toThrow(AuthSecretMismatchError);
});
