import type { messages } from "../../../db/schema/index.ts";
import { imageSrcSet, imageUrl } from "../../lib/storage/stored-image.ts";

/** A file in a message as the API and pages show it. */
export type ChatFileView =
  | { type: "image"; url: string; srcset: string; width: number; height: number; name: string }
  | { type: "document"; url: string; name: string; size: number };

/** A chat message in the spec's field names (docs/architecture.md, "The API contract": chat message). */
export interface ChatMessageView {
  message_id: number;
  conversation_id: number;
  sender_id: number | null;
  receiver_id: number | null;
  /** Written as the site by staff. */
  from_admin: boolean;
  property_id: number | null;
  message: string;
  file: ChatFileView | null;
  audio: { url: string; content_type: string; duration_ms: number | null } | null;
  is_read: boolean;
  is_deleted: boolean;
  created_at: string;
}

/** Shapes a row; a deleted message keeps its place and loses its content. */
export function toChatMessageView(
  row: typeof messages.$inferSelect,
  propertyId: number | null,
  urlFor: (key: string) => string,
): ChatMessageView {
  const deleted = row.deletedAt !== null;
  let file: ChatFileView | null = null;
  if (!deleted && row.file?.kind === "image") {
    const image = row.file.image;
    file = {
      type: "image",
      url: imageUrl(image, 640, urlFor),
      srcset: imageSrcSet(image, urlFor),
      width: image.width,
      height: image.height,
      name: row.file.name,
    };
  } else if (!deleted && row.file?.kind === "document") {
    file = { type: "document", url: urlFor(row.file.key), name: row.file.name, size: row.file.size };
  }
  return {
    message_id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.fromStaff ? null : row.senderId,
    receiver_id: row.recipientId,
    from_admin: row.fromStaff,
    property_id: propertyId,
    message: deleted ? "" : row.body,
    file,
    audio:
      !deleted && row.audio ? { url: urlFor(row.audio.key), content_type: row.audio.contentType, duration_ms: row.audio.durationMs } : null,
    is_read: row.readAt !== null,
    is_deleted: deleted,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every storage key a message's files occupy (a photo has one file per width). */
export function messageFileKeys(row: Pick<typeof messages.$inferSelect, "file" | "audio">): string[] {
  const keys: string[] = [];
  if (row.file?.kind === "image") for (const w of row.file.image.widths) keys.push(`${row.file.image.key}-${w}.webp`);
  if (row.file?.kind === "document") keys.push(row.file.key);
  if (row.audio) keys.push(row.audio.key);
  return keys;
}
