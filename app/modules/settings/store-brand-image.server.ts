import { deleteSiteImage, storeSiteImage, type SiteImageFormat } from "../../lib/images/store-site-image.server.ts";
import type { UploadInput } from "../../lib/storage/read-upload.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { BrandImageKey } from "./site-settings-schema.ts";

/** The favicon is PNG, ICO or SVG; the logos PNG, JPEG or SVG. */
const acceptedFormats: Record<BrandImageKey, readonly SiteImageFormat[]> = {
  web_favicon: ["png", "ico", "svg"],
  web_logo: ["png", "jpeg", "svg"],
  web_placeholder_logo: ["png", "jpeg", "svg"],
};

/** Stores a favicon or logo under `branding/` and answers its public URL (checked as every site image is). */
export function storeBrandImage(storage: Storage, setting: BrandImageKey, input: UploadInput): Promise<string> {
  return storeSiteImage(
    storage,
    {
      folder: "branding",
      field: setting,
      accepted: acceptedFormats[setting],
      formatMessage: setting === "web_favicon" ? "faviconFormatInvalid" : "logoFormatInvalid",
    },
    input,
  );
}

/** Deletes a replaced brand image when it is one this site stored. */
export function deleteBrandImage(storage: Storage, url: unknown): Promise<void> {
  return deleteSiteImage(storage, "branding", url);
}
