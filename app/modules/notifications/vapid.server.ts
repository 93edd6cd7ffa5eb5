import type { Db } from "../../lib/db.server.ts";
import { getSetting, updateSettings } from "../settings/get-settings.server.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The site's VAPID key pair, generated and stored in settings the first time it is needed. */
export async function getVapidKeys(db: Db): Promise<VapidKeys> {
  const [publicKey, privateKey] = await Promise.all([getSetting(db, "vapid_public_key"), getSetting(db, "vapid_private_key")]);
  if (typeof publicKey === "string" && publicKey && typeof privateKey === "string" && privateKey) return { publicKey, privateKey };
  const { default: webpush } = await import("web-push");
  const keys = webpush.generateVAPIDKeys();
  await updateSettings(db, { vapid_public_key: keys.publicKey, vapid_private_key: keys.privateKey });
  return keys;
}
