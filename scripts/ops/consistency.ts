// Checks that listings and their stored files agree: every file a listing names exists, and
// every file under properties/ is named by a listing. Used by the crash and restart scripts.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";

interface StoredImage {
  key: string;
  widths: number[];
}

export interface Consistency {
  listings: number;
  /** Listings with at least one named file missing from storage. */
  listingsMissingFiles: number[];
  /** Files under properties/ that no listing names. */
  filesWithoutListing: string[];
  files: number;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function checkConsistency(databaseUrl: string, dataDir: string): Promise<Consistency> {
  const uploads = path.join(dataDir, "uploads");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; images: (StoredImage | null)[]; documents: (string | null)[] }>(`
      select p.id,
             array[p.title_image, p.three_d_image, p.meta_image] || coalesce((select array_agg(i.image) from property_images i where i.property_id = p.id), '{}') as images,
             coalesce((select array_agg(d.key) from property_documents d where d.property_id = p.id), '{}') as documents
      from properties p`);
    const named = new Set<string>();
    const listingsMissingFiles: number[] = [];
    for (const row of rows) {
      const keys = [
        ...row.images
          .filter((image): image is StoredImage => Boolean(image))
          .flatMap((image) => image.widths.map((w) => `${image.key}-${w}.webp`)),
        ...row.documents.filter((key): key is string => Boolean(key)),
      ];
      // Demo and generated listings point at shared demo files or none; only uploads are checked.
      const uploaded = keys.filter((key) => key.startsWith("properties/"));
      for (const key of uploaded) named.add(key);
      if (uploaded.some((key) => !existsSync(path.join(uploads, key)))) listingsMissingFiles.push(row.id);
    }
    const files = filesUnder(path.join(uploads, "properties")).map((file) => path.relative(uploads, file).split(path.sep).join("/"));
    return {
      listings: rows.length,
      listingsMissingFiles,
      filesWithoutListing: files.filter((key) => !named.has(key)),
      files: files.length,
    };
  } finally {
    await client.end();
  }
}
