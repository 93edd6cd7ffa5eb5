import { z } from "zod";
import type { Services } from "../../../app/lib/services.server.ts";
import type { ChatMessageView } from "../../../app/modules/chat/chat-message-view.ts";
import type { ChatSummary } from "../../../app/modules/chat/list-chats.server.ts";
import { answerMediaUrl } from "./media.ts";

type Media = Pick<Services, "storage" | "env">;

/**
 * A chat message as eBroker's clients read it (the web's ChatApp.jsx, the app's chat_message_model.dart):
 * `file` and `audio` are URLs (or null) and `chat_message_type` says which; our file and audio
 * details stay beside them as file_info and audio_info.
 */
export const chatMessageAnswer = z
  .object({
    id: z.number().int(),
    message_id: z.number().int(),
    sender_id: z.number().int().nullable(),
    receiver_id: z.number().int().nullable(),
    property_id: z.number().int().nullable(),
    message: z.string(),
    file: z.string().nullable(),
    audio: z.string().nullable(),
    chat_message_type: z.enum(["text", "file", "audio", "file_and_text", "audio_and_text"]),
    file_info: z
      .object({ type: z.enum(["image", "document"]), url: z.string(), name: z.string() })
      .loose()
      .nullable(),
    audio_info: z.object({ url: z.string(), content_type: z.string(), duration_ms: z.number().nullable() }).nullable(),
    from_admin: z.boolean(),
    is_read: z.boolean(),
    is_deleted: z.boolean(),
    created_at: z.string(),
  })
  .loose();

export function chatMessageAnswerOf(view: ChatMessageView, services: Media) {
  const { file, audio, ...rest } = view;
  const kind = file ? "file" : audio ? "audio" : "text";
  const chatMessageType = kind !== "text" && view.message ? (`${kind}_and_text` as const) : kind;
  return {
    ...rest,
    id: view.message_id,
    file: file ? answerMediaUrl(file.url, services) : null,
    audio: audio ? answerMediaUrl(audio.url, services) : null,
    chat_message_type: chatMessageType,
    file_info: file ? { ...file, url: answerMediaUrl(file.url, services) } : null,
    audio_info: audio ? { ...audio, url: answerMediaUrl(audio.url, services) } : null,
  };
}

/** get_messages: one page inside `data.data`, as both clients read it. */
export const chatPageAnswer = z.object({
  data: z.array(chatMessageAnswer),
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});

/** One conversation in get_chats, with eBroker's flat names (the other side and the listing) beside ours. */
export const chatSummaryAnswer = z
  .object({
    conversation_id: z.number().int(),
    property_id: z.number().int(),
    user_id: z.number().int(),
    name: z.string(),
    profile: z.string(),
    title: z.string(),
    translated_title: z.string(),
    title_image: z.string(),
    firebase_id: z.string(),
    fcm_id: z.string(),
    unread_count: z.number().int(),
    is_blocked_by_me: z.boolean(),
    is_blocked_by_user: z.boolean(),
    to_admin: z.boolean(),
    last_message: chatMessageAnswer.nullable(),
    date: z.string(),
  })
  .loose();

/** The other side's id is 0 for the site's staff, as eBroker's app names the admin. */
export function chatSummaryAnswerOf(chat: ChatSummary, services: Media, staffName: string) {
  return {
    ...chat,
    property_id: chat.property?.id ?? 0,
    user_id: chat.user?.id ?? 0,
    name: chat.user?.name ?? staffName,
    profile: answerMediaUrl(chat.user?.profile, services),
    title: chat.property?.title ?? "",
    translated_title: chat.property?.title ?? "",
    title_image: answerMediaUrl(chat.property?.title_image, services),
    firebase_id: "",
    fcm_id: "",
    is_blocked_by_me: chat.is_blocked,
    last_message: chat.last_message ? chatMessageAnswerOf(chat.last_message, services) : null,
  };
}
