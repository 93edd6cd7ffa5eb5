import { z } from "zod";
import { flagInput, idInput, intInput, optionalText } from "../../lib/input-schemas.ts";

/**
 * The other side of a conversation: a user (`user_id` / `receiver_id` / `to_user_id`) or
 * the site's staff (`to_admin`). Staff answering as the site name the user and set `to_admin`.
 */
const toAdmin = z.preprocess((v) => (typeof v === "number" ? String(v) : v), flagInput.optional().default(false));

/** get_messages (docs/architecture.md, "The API contract": user_id, property_id, page, per_page). */
export const getMessagesSchema = z.object({
  user_id: idInput().optional(),
  property_id: idInput().optional(),
  to_admin: toAdmin,
  page: intInput().min(1, { error: "valueTooSmall" }).default(1),
  per_page: intInput().min(1, { error: "valueTooSmall" }).max(100, { error: "valueTooLarge" }).default(30),
});

/** get_chats pages like get_messages. */
export const getChatsSchema = z.object({
  page: intInput().min(1, { error: "valueTooSmall" }).default(1),
  per_page: intInput().min(1, { error: "valueTooSmall" }).max(100, { error: "valueTooLarge" }).default(30),
});

/** send_message (docs/architecture.md, "The API contract": chat message): text, a file (photo or PDF), a voice message, or several. */
export const sendMessageSchema = z.object({
  receiver_id: idInput().optional(),
  property_id: idInput().optional(),
  to_admin: toAdmin,
  message: optionalText(5000),
  file: z.instanceof(File, { error: "chatFileInvalid" }).optional(),
  audio: z.instanceof(File, { error: "audioFormatInvalid" }).optional(),
});

export const deleteMessageSchema = z.object({
  message_id: idInput(),
});

/** block-user and unblock-user (docs/architecture.md, "The API contract": block). */
export const blockSchema = z.object({
  to_user_id: idInput().optional(),
  to_admin: toAdmin,
  reason: optionalText(1000),
});

export type GetMessagesInput = z.output<typeof getMessagesSchema>;
export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type BlockInput = z.output<typeof blockSchema>;
