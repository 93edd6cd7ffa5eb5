import { z } from "zod";
import { blockUser, unblockUser } from "../../app/modules/chat/block-user.server.ts";
import {
  blockSchema,
  deleteMessageSchema,
  getChatsSchema,
  getMessagesSchema,
  sendMessageSchema,
} from "../../app/modules/chat/chat-schemas.ts";
import { deleteChatMessage } from "../../app/modules/chat/delete-message.server.ts";
import { listChats } from "../../app/modules/chat/list-chats.server.ts";
import { listMessages } from "../../app/modules/chat/list-messages.server.ts";
import { sendMessage } from "../../app/modules/chat/send-message.server.ts";
import { chatMessageAnswer, chatMessageAnswerOf, chatPageAnswer, chatSummaryAnswer, chatSummaryAnswerOf } from "./answers/chat.ts";
import { sendMessageRule } from "../../app/modules/chat/send-rule.ts";
import { defineCall } from "./define-call.ts";

const tag = "Chat and safety";

export const chatCalls = [
  defineCall({
    method: "GET",
    path: "get_chats",
    auth: "user",
    tag,
    summary:
      "The user's conversations, latest first: the other side (null for the site's staff), the listing, the last message and the unread count",
    input: getChatsSchema,
    output: z.array(chatSummaryAnswer),
    handler: async ({ input, actor, services, t }) => {
      const { items, total } = await listChats(services, actor, input);
      return { data: items.map((chat) => chatSummaryAnswerOf(chat, services, t("chatSiteStaff"))), total };
    },
  }),
  defineCall({
    method: "GET",
    path: "get_messages",
    auth: "user",
    tag,
    summary:
      "One page of the conversation with user_id (or to_admin: the site's staff) about property_id, newest first; marks what was waiting as read",
    input: getMessagesSchema,
    output: chatPageAnswer,
    handler: async ({ input, actor, services }) => {
      const { items, total } = await listMessages(services, actor, input);
      return {
        // eBroker's clients read the page inside data.data (ChatApp.jsx, chat_repository.dart).
        data: {
          data: items.map((item) => chatMessageAnswerOf(item, services)),
          total,
          current_page: input.page,
          per_page: input.per_page,
          last_page: Math.max(1, Math.ceil(total / input.per_page)),
        },
        total,
      };
    },
  }),
  defineCall({
    method: "POST",
    path: "send_message",
    auth: "user",
    tag,
    summary:
      "Sends text, a photo (JPEG/PNG) or PDF as `file`, and/or a voice message as `audio` (WebM, Ogg, M4A, MP3; at most 2 minutes) to receiver_id about property_id, or to the site's staff with to_admin",
    input: sendMessageSchema,
    rateLimit: sendMessageRule,
    output: chatMessageAnswer,
    handler: async ({ input, actor, services }) => ({
      data: chatMessageAnswerOf(await sendMessage(services, actor, input), services),
      message: "chatMessageSent",
      status: 201,
    }),
  }),
  defineCall({
    method: "POST",
    path: "delete_chat_message",
    auth: "user",
    tag,
    summary: "Deletes one of the user's own messages (it stays in place as deleted, its text and files removed)",
    input: deleteMessageSchema,
    output: z.object({ message_id: z.number().int() }),
    handler: async ({ input, actor, services }) => ({
      data: await deleteChatMessage(services, actor, input.message_id),
      message: "chatMessageDeleted",
    }),
  }),
  defineCall({
    method: "POST",
    path: "block-user",
    auth: "user",
    tag,
    summary: "Blocks a user (to_user_id) or the site's staff (to_admin) from messaging the user",
    input: blockSchema,
    output: z.object({ to_user_id: z.number().int().nullable(), to_admin: z.boolean() }),
    handler: async ({ input, actor, services }) => ({ data: await blockUser(services.db, actor, input), message: "userBlocked" }),
  }),
  defineCall({
    method: "POST",
    path: "unblock-user",
    auth: "user",
    tag,
    summary: "Lifts the user's block on to_user_id (or on the site's staff with to_admin)",
    input: blockSchema,
    output: z.object({ to_user_id: z.number().int().nullable(), to_admin: z.boolean() }),
    handler: async ({ input, actor, services }) => ({
      data: await unblockUser(services.db, actor, input),
      message: "userUnblocked",
    }),
  }),
];
