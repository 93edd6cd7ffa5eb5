import { like, or, eq } from "drizzle-orm";
import { projects, properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { slugify } from "../../lib/slug.ts";

/**
 * A slug for a new listing or project, unique among its kind: the title's slug, or with
 * the smallest free numeric suffix ("-2", "-3" …) when taken. Slugs never change afterwards.
 */
export async function uniqueSlug(db: Db, kind: "property" | "project", title: string): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, "") || (kind === "property" ? "tin-dang" : "du-an");
  const column = kind === "property" ? properties.slugId : projects.slugId;
  const table = kind === "property" ? properties : projects;
  const rows = await db
    .select({ slug: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
