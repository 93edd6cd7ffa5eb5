import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { processImage } from "../../lib/images/process-image.server.ts";
import { inlineImagePrefix } from "../../lib/rich-text/inline-images.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { imageUrl } from "../../lib/storage/stored-image.ts";

/**
 * A photo for an article's or page's text: checked and resized like listing photos (JPEG or
 * PNG, at least 120×120) and stored under content/inline/; answers the address the text
 * links to: the largest width, from which the stored widths follow (inline-images.server.ts).
 */
export async function uploadContentImage(
  services: Pick<Services, "storage">,
  input: { actor: Actor; file: File | null | undefined },
): Promise<{ url: string }> {
  if (!isAdmin(input.actor)) throw new AppError("FORBIDDEN");
  if (!input.file || input.file.size === 0) throw new AppError("FILE_REQUIRED");
  const image = await processImage(services.storage, input.file, { keyPrefix: inlineImagePrefix });
  return { url: imageUrl(image, Number.POSITIVE_INFINITY, (key) => services.storage.url(key)) };
}
