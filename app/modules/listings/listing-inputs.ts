import { z } from "zod";

/** A decimal given as a number or a numeric string. */
export const decimal = (message = "invalidNumber") => z.coerce.number({ error: message }).refine(Number.isFinite, { error: message });

/** One uploaded file. */
export const fileInput = (message = "fileRequired") => z.instanceof(File, { error: message });

/** Zero or more files: `gallery_images[]` in multipart arrives as a list, a single part as one file. */
export const filesInput = z
  .union([z.instanceof(File), z.array(z.instanceof(File, { error: "fileRequired" }))], { error: "fileRequired" })
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** A list of ids as a list (`remove_documents[]=3`) or comma-separated text ("3,4"). */
export const idListInput = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { error: "invalidValue" })
  .transform((v) => (Array.isArray(v) ? v : String(v).split(",")).map((id) => String(id).trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d+$/, { error: "invalidValue" }).transform(Number)));

/** Optional text that is stored as null when absent. */
export const optional = (max: number) => z.string({ error: "invalidValue" }).trim().max(max, { error: "textTooLong" }).optional();

export const latitude = decimal().min(-90, { error: "valueTooSmall" }).max(90, { error: "valueTooLarge" });
export const longitude = decimal().min(-180, { error: "valueTooSmall" }).max(180, { error: "valueTooLarge" });
export const videoLink = z.string().trim().max(500, { error: "textTooLong" }).pipe(z.url({ protocol: /^https?$/, error: "invalidValue" }));
