import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";

/** Remembers the language a member chose: their notifications and e-mails are written in it. */
export async function setLanguage(db: Db, input: { actor: Actor; lang: LanguageCode }): Promise<void> {
  await db.update(users).set({ language: input.lang }).where(eq(users.id, input.actor.id));
}
