import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../tests/support/test-db.ts";
import type { Database } from "./db.server.ts";
import {
  NamedStatementClient,
  planPerCallMarker,
  statementName,
  statementNameCap,
  statementNameCount,
  sweepSlack,
} from "./pg-named-statements.server.ts";

// Named statements belong to the `pg` driver: on PGlite the suite has nothing to check.
describe.skipIf(testDatabaseKind() !== "postgres")("named prepared statements (PostgreSQL)", () => {
  let database: Database;
  let pool: pg.Pool;
  // The names are the process's, shared with the files before and after this one in its worker:
  // each test database starts with them forgotten (createTestDatabase), so the cap counts from none.
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(() => database.close());

  const prepared = async (client: pg.PoolClient) =>
    (
      await client.query<{ name: string; statement: string }>(
        // This look-up is a SELECT without parameters, prepared like any other: it leaves itself out.
        "select name, statement from pg_prepared_statements where statement not like '%pg_prepared_statements%'",
      )
    ).rows;

  it("prepares each parameterised statement once per connection under a name from its text", async () => {
    const client = await pool.connect();
    try {
      expect(client).toBeInstanceOf(NamedStatementClient);
      const text = "select $1::int + 1 as n";
      expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
      expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
      expect((await client.query({ text, values: [1], rowMode: "array" })).rows).toEqual([[2]]);
      // A single SELECT without parameters is prepared too (a list page's, its values in its
      // text); several statements in one text, and DDL, keep the simple protocol.
      const plain = "select 1 as plain";
      expect((await client.query(plain)).rows).toEqual([{ plain: 1 }]);
      expect((await client.query({ text: plain })).rows).toEqual([{ plain: 1 }]);
      await client.query("select 2 as two; select 3 as three");
      await client.query("create temporary table named_ddl (a int)");
      const statements = await prepared(client);
      expect(statements.filter((s) => s.statement === text)).toEqual([{ name: statementName(text), statement: text }]);
      expect(statements.filter((s) => s.statement === plain)).toEqual([{ name: statementName(plain), statement: plain }]);
      expect(statements.some((s) => s.statement.includes("three") || s.statement.includes("named_ddl"))).toBe(false);
    } finally {
      client.release();
    }
  });

  it("runs every pooled connection with PostgreSQL's JIT compilation off", async () => {
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    try {
      for (const client of clients) expect((await client.query<{ jit: string }>("show jit")).rows).toEqual([{ jit: "off" }]);
    } finally {
      for (const client of clients) client.release();
    }
  });

  it("answers Drizzle's queries as before, inside and outside transactions", async () => {
    const [first] = await database.db.select().from(categories).orderBy(categories.id).limit(1);
    expect(first).toBeDefined();
    const again = await database.db.select().from(categories).where(eq(categories.id, first!.id));
    expect(again).toEqual([first]);
    // A rolled-back transaction leaves nothing behind; a committed one keeps its change.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(categories).set({ name: "renamed" }).where(eq(categories.id, first!.id));
        const [inside] = await tx.select().from(categories).where(eq(categories.id, first!.id));
        expect(inside!.name).toBe("renamed");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await database.db.select().from(categories).where(eq(categories.id, first!.id)))[0]!.name).toBe(first!.name);
    await database.db.transaction(async (tx) => {
      await tx.update(categories).set({ name: "committed" }).where(eq(categories.id, first!.id));
    });
    expect((await database.db.select().from(categories).where(eq(categories.id, first!.id)))[0]!.name).toBe("committed");
  });

  it("runs a statement again after a change of its table's columns makes the prepared one stale", async () => {
    await database.db.execute(sql.raw("create table named_stale (a int)"));
    await database.db.execute(sql.raw("insert into named_stale values (1)"));
    const client = await pool.connect();
    try {
      const text = "select * from named_stale where a = $1";
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
      await client.query("alter table named_stale add column b int default 7");
      // Outside a transaction: closed, prepared again and answered with the new columns.
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 7 }]);
      expect(await prepared(client)).toContainEqual({ name: statementName(text), statement: text });

      await client.query("alter table named_stale add column c int default 9");
      // Inside a transaction the error has aborted it: it is returned, the caller rolls back,
      // and the connection runs the text unnamed from then on.
      await client.query("begin");
      await expect(client.query(text, [1])).rejects.toMatchObject({ code: "0A000" });
      await client.query("rollback");
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 7, c: 9 }]);
      await client.query("begin");
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 7, c: 9 }]);
      await client.query("commit");
    } finally {
      client.release();
    }
  });

  it("runs a statement whose name PostgreSQL no longer knows (DEALLOCATE ALL) by preparing it again", async () => {
    const client = await pool.connect();
    try {
      const text = "select $1::text || 'b' as s";
      expect((await client.query(text, ["a"])).rows).toEqual([{ s: "ab" }]);
      await client.query("deallocate all");
      expect((await client.query(text, ["c"])).rows).toEqual([{ s: "cb" }]);
    } finally {
      client.release();
    }
  });

  it("runs a text that asks to be planned per call unnamed", async () => {
    const text = `select $1::int * 2 as n ${planPerCallMarker}`;
    expect(statementName(text)).toBeUndefined();
    const client = await pool.connect();
    try {
      await client.query("deallocate all");
      for (let i = 0; i < 7; i++) expect((await client.query(text, [i])).rows).toEqual([{ n: i * 2 }]);
      expect(await prepared(client)).toEqual([]);
    } finally {
      client.release();
    }
  });

  it("keeps the texts in use named past the cap, and gives a new text the name used longest ago", async () => {
    const inUse = "select $1::int * 3 as n";
    const name = statementName(inUse);
    const namesOfInUse = new Set<string | undefined>();
    let mostKept = 0;
    for (let i = 0; i < statementNameCap * 2; i++) {
      statementName(`select ${i} + $1::int as one_off`);
      if (i % 100 === 0) namesOfInUse.add(statementName(inUse));
      mostKept = Math.max(mostKept, statementNameCount());
    }
    expect([...namesOfInUse]).toEqual([name]);
    expect(mostKept).toBe(statementNameCap);
    expect(statementNameCount()).toBe(statementNameCap);
    // A text first met with the cap full is named too, as is one used all along.
    const late = "select $1::int * 4 as n";
    const client = await pool.connect();
    try {
      await client.query("deallocate all");
      expect((await client.query(inUse, [5])).rows).toEqual([{ n: 15 }]);
      expect((await client.query(late, [5])).rows).toEqual([{ n: 20 }]);
      expect(await prepared(client)).toEqual(
        expect.arrayContaining([
          { name, statement: inUse },
          { name: statementName(late), statement: late },
        ]),
      );
      expect(statementName(late)).toBeDefined();
    } finally {
      client.release();
    }
  });

  it("closes a connection's statements whose names fell out, once it holds more than the cap and its slack", async () => {
    const client = await pool.connect();
    const text = (i: number) => `select ${i} + $1::int as swept`;
    try {
      await client.query("deallocate all");
      const count = statementNameCap + 2 * sweepSlack;
      for (let i = 0; i < count; i++) expect((await client.query(text(i), [1])).rows).toEqual([{ swept: i + 1 }]);
      const held = await prepared(client);
      expect(held.length).toBeLessThanOrEqual(statementNameCap + sweepSlack + 1);
      // The first texts' names went to later texts and were closed; the last ones are prepared.
      expect(held.some((s) => s.statement === text(0))).toBe(false);
      expect(held).toContainEqual({ name: statementName(text(count - 1)), statement: text(count - 1) });
      // A text whose statement was closed is prepared again when it comes back.
      expect((await client.query(text(0), [1])).rows).toEqual([{ swept: 1 }]);
      expect(await prepared(client)).toContainEqual({ name: statementName(text(0)), statement: text(0) });
    } finally {
      client.release();
    }
  });
});
