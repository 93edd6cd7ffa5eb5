import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, dictionaryEntries } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { createUser } from "../../../tests/support/factories.ts";
import { loadRuntimeLanguages, refreshRuntimeLanguages } from "./runtime-languages.server.ts";
import { addLanguage, listDictionary, listStaffLanguages, saveDictionaryEntry, setLanguageEnabled } from "./manage-languages.server.ts";

let ctx: TestContext;
let admin: Actor;
let moderator: Actor;
let user: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, m, u] = await Promise.all([
    createUser(ctx.services.db, { role: "admin" }),
    createUser(ctx.services.db, { role: "moderator" }),
    createUser(ctx.services.db),
  ]);
  admin = { id: a.id, role: "admin", name: a.name, email: a.email };
  moderator = { id: m.id, role: "moderator", name: m.name, email: m.email } as unknown as Actor;
  user = { id: u.id, role: "user", name: u.name, email: u.email };
});
afterEach(async () => {
  await ctx.services.db.delete(dictionaryEntries);
  await loadRuntimeLanguages(ctx.services.db);
});
afterAll(() => ctx.close());

describe("dictionary edits", () => {
  it("reach an API message at once, in that language only, and are audited with before and after", async () => {
    const before = await ctx.api("POST", "admin/update-settings?lang=en", { body: { values: {} } });
    expect(before.body.message).toBe("You have not logged in");

    await saveDictionaryEntry(ctx.services.db, admin, "en", { key: "notLoggedIn", value: "Please sign in first" });
    const after = await ctx.api("POST", "admin/update-settings?lang=en", { body: { values: {} } });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("Please sign in first");
    expect((await ctx.api("POST", "admin/update-settings?lang=vi", { body: { values: {} } })).body.message).toBe(
      translate("vi", "notLoggedIn"),
    );
    const dictionary = await ctx.api("GET", "get_languages?language_code=en&web_language_file=1");
    expect(dictionary.body.data.file_name.notLoggedIn).toBe("Please sign in first");

    const [entry] = await ctx.services.db.select().from(auditLog).where(eq(auditLog.action, "dictionary.update"));
    expect(JSON.parse(entry!.beforeStatus!)).toEqual({ key: "notLoggedIn", text: "You have not logged in" });
    expect(JSON.parse(entry!.afterStatus!)).toEqual({ key: "notLoggedIn", text: "Please sign in first" });

    // An empty value removes the edit: the file's text answers again.
    await saveDictionaryEntry(ctx.services.db, admin, "en", { key: "notLoggedIn", value: "" });
    expect((await ctx.api("POST", "admin/update-settings?lang=en", { body: { values: {} } })).body.message).toBe("You have not logged in");
  });

  it("reach a process that did not make them once its copy is a few seconds old", async () => {
    await ctx.services.db.insert(dictionaryEntries).values({ languageCode: "en", key: "notFound", value: "Nothing here" });
    await refreshRuntimeLanguages(ctx.services.db, Date.now() + 60_000);
    expect(translate("en", "notFound")).toBe("Nothing here");
  });

  it("are for admins only, and refuse a key that no dictionary has", async () => {
    for (const actor of [moderator, user]) {
      await expect(saveDictionaryEntry(ctx.services.db, actor, "en", { key: "notFound", value: "x" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(addLanguage(ctx.services.db, actor, { code: "de", name: "Deutsch", name_in_english: "German" })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    await expect(saveDictionaryEntry(ctx.services.db, admin, "en", { key: "no.such.key", value: "x" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await ctx.services.db.select().from(dictionaryEntries)).toEqual([]);
  });
});

describe("added languages", () => {
  it("are checked, start unoffered, show every key missing, are offered once they have strings and fall back to Vietnamese then the key", async () => {
    await expect(addLanguage(ctx.services.db, admin, { code: "F R", name: "", name_in_english: "French" })).rejects.toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: ["code"], message: "languageCodeInvalid" })]),
    });
    await addLanguage(ctx.services.db, admin, { code: "fr", name: "Français", name_in_english: "French" });
    await expect(addLanguage(ctx.services.db, admin, { code: "fr", name: "Français", name_in_english: "French" })).rejects.toMatchObject({
      fields: { code: "languageExists" },
    });
    const fr = (await listStaffLanguages(ctx.services.db)).find((l) => l.code === "fr")!;
    expect(fr.isEnabled).toBe(false);
    const vi = (await listStaffLanguages(ctx.services.db)).find((l) => l.code === "vi")!;
    expect(vi.missing).toBe(0);
    expect(fr.missing).toBeGreaterThan(500);
    expect((await ctx.api("GET", "get_languages")).body.data.languages.map((l: { code: string }) => l.code)).toEqual(["vi", "en"]);

    await expect(setLanguageEnabled(ctx.services.db, admin, "fr", true)).rejects.toMatchObject({
      fields: { code: "languageNeedsStrings" },
    });
    await saveDictionaryEntry(ctx.services.db, admin, "fr", { key: "notLoggedIn", value: "Vous n'êtes pas connecté" });
    await setLanguageEnabled(ctx.services.db, admin, "fr", true);

    expect((await ctx.api("GET", "get_languages")).body.data.languages.map((l: { code: string }) => l.code)).toEqual(["vi", "en", "fr"]);
    const refused = await ctx.api("POST", "admin/update-settings?lang=fr", { body: { values: {} } });
    expect(refused.body.message).toBe("Vous n'êtes pas connecté");
    // A string French lacks speaks Vietnamese; a key no dictionary has is itself.
    expect(translate("fr", "notFound")).toBe(translate("vi", "notFound"));
    expect(translate("fr", "no.such.key")).toBe("no.such.key");

    const missing = await listDictionary(ctx.services.db, { code: "fr", missingOnly: true, limit: 5, offset: 0 });
    expect(missing.total).toBe(fr.missing - 1);
    expect(missing.rows.every((row) => row.isMissing && row.text === "")).toBe(true);
    const found = await listDictionary(ctx.services.db, { code: "fr", search: "connecté", limit: 5, offset: 0 });
    expect(found.rows.map((row) => row.key)).toEqual(["notLoggedIn"]);

    await expect(setLanguageEnabled(ctx.services.db, admin, "en", false)).rejects.toMatchObject({
      fields: { code: "languageCannotDisable" },
    });
    await setLanguageEnabled(ctx.services.db, admin, "fr", false);
    expect((await ctx.api("POST", "admin/update-settings?lang=fr", { body: { values: {} } })).body.message).toBe(
      translate("vi", "notLoggedIn"),
    );
  });
});
