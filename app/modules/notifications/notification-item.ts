import type { NotificationParams, notifications } from "../../../db/schema/index.ts";
import { defaultLanguage, siteLanguageCodes, translate, type LanguageCode } from "../../lib/i18n/index.ts";

/** A notification as the API and the pages show it. */
export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  message: string;
  url: string;
  type: string;
  /** A picture to show with it (a media URL), or null. */
  image: string | null;
  is_read: boolean;
  created_at: string;
  /** eBroker's names: "1" when staff sent it to many, the recipient, the listing (none: ""), the time. */
  send_type: "0" | "1";
  customers_id: string;
  propertys_id: string;
  created: string;
}

/** A notification's parameters in one language: a name given per language reads in `lang`, else Vietnamese. */
export function notificationVars(params: NotificationParams | null, lang: LanguageCode): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === "object" ? (value[lang] ?? value[defaultLanguage] ?? Object.values(value)[0] ?? "") : value,
    ]),
  );
}

type NotificationText = Pick<typeof notifications.$inferSelect, "title" | "body" | "titleKey" | "bodyKey" | "params">;

/** Title and body in the reader's language: a system notification from its keys, any other as written. */
export function notificationText(row: NotificationText, lang: LanguageCode): { title: string; body: string } {
  const vars = notificationVars(row.params, lang);
  return {
    title: row.titleKey ? translate(lang, row.titleKey, vars) : row.title,
    body: row.bodyKey ? translate(lang, row.bodyKey, vars) : row.body,
  };
}

export function toNotificationItem(row: typeof notifications.$inferSelect, lang: LanguageCode): NotificationItem {
  const { title, body } = notificationText(row, lang);
  return {
    id: row.id,
    title,
    body,
    message: body,
    url: row.url ?? "",
    type: row.type,
    image: row.image,
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
    send_type: row.sendId === null ? "0" : "1",
    customers_id: String(row.userId),
    propertys_id: "",
    created: row.createdAt.toISOString(),
  };
}

/** A dictionary string in every site language, for a notification parameter that names something of the site's. */
export function inEveryLanguage(key: string): Record<string, string> {
  return Object.fromEntries(siteLanguageCodes().map((lang) => [lang, translate(lang, key)]));
}
