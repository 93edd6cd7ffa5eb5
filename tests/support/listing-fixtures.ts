import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { packages, userPackages } from "../../db/schema/index.ts";
import type { Db } from "../../app/lib/db.server.ts";

// Builders for listing-write tests: real photo and PDF bytes, package periods, and a look
// at what storage holds.

/** A real JPEG (or PNG) of the given size, as a multipart file. */
export async function photo(
  width = 640,
  height = 480,
  format: "jpeg" | "png" = "jpeg",
  name = `photo.${format === "jpeg" ? "jpg" : "png"}`,
): Promise<File> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 90 } } });
  const bytes = format === "jpeg" ? await image.jpeg().toBuffer() : await image.png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

export function pdf(name = "so-hong.pdf"): File {
  return new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], name, { type: "application/pdf" });
}

export type PackageLimits = Partial<typeof packages.$inferInsert>;

/**
 * Gives a user an active package: a seeded one by code ("free", "basic", "pro") or a
 * custom one with the given limits. Returns the user_packages row.
 */
export async function givePackage(db: Db, userId: number, plan: string | PackageLimits, period: { startsAt?: Date; endsAt?: Date } = {}) {
  let packageId: number;
  if (typeof plan === "string") {
    const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.code, plan));
    if (!row) throw new Error(`No package ${plan}`);
    packageId = row.id;
  } else {
    const [row] = await db
      .insert(packages)
      .values({ code: `test-${Math.random().toString(36).slice(2)}`, name: "Gói thử", price: 100_000, durationDays: 30, ...plan })
      .returning({ id: packages.id });
    packageId = row!.id;
  }
  const [held] = await db
    .insert(userPackages)
    .values({
      userId,
      packageId,
      startsAt: period.startsAt ?? new Date(Date.now() - 1000),
      endsAt: period.endsAt ?? new Date(Date.now() + 30 * 86_400_000),
    })
    .returning();
  return held!;
}

/** Every file under the test's storage root, relative and sorted. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** A multipart body from a flat record; arrays become repeated `key[]` parts. */
export function form(fields: Record<string, string | number | File | (string | number | File)[] | undefined>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const name = Array.isArray(value) ? `${key}[]` : key;
      if (v instanceof File) body.append(name, v, v.name);
      else body.append(name, String(v));
    }
  }
  return body;
}
