import type { Actor } from "../../lib/actor.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { listChats, type ChatSummary } from "../../modules/chat/list-chats.server.ts";
import { listMessages } from "../../modules/chat/list-messages.server.ts";
import type { ChatMessageView } from "../../modules/chat/chat-message-view.ts";

/** Which conversation the page shows, from its query: `?user=&property=`, `?to_admin=1` (with `user=` for staff), or `?conversation=`. */
export interface ChatSelection {
  userId: number | null;
  propertyId: number | null;
  toAdmin: boolean;
}

function positive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The page's data: the actor's conversations and the selected one's latest messages (oldest first for reading). */
export async function loadChatPage(
  services: Services,
  actor: Actor,
  url: URL,
): Promise<{ chats: ChatSummary[]; selection: ChatSelection | null; selected: ChatSummary | null; messages: ChatMessageView[] }> {
  const { items: chats } = await listChats(services, actor, { page: 1, per_page: 50 });
  const params = url.searchParams;
  let selection: ChatSelection | null = null;
  const conversationId = positive(params.get("conversation"));
  const byId = conversationId ? chats.find((c) => c.conversation_id === conversationId) : undefined;
  if (byId) {
    selection = { userId: byId.user?.id ?? null, propertyId: byId.property?.id ?? null, toAdmin: byId.to_admin };
  } else if (params.get("to_admin") === "1") {
    selection = { userId: positive(params.get("user")), propertyId: positive(params.get("property")), toAdmin: true };
  } else if (positive(params.get("user"))) {
    selection = { userId: positive(params.get("user")), propertyId: positive(params.get("property")), toAdmin: false };
  }
  if (!selection || (!selection.toAdmin && selection.userId === actor.id)) return { chats, selection: null, selected: null, messages: [] };
  const { items, conversationId: openId } = await listMessages(services, actor, {
    user_id: selection.userId ?? undefined,
    property_id: selection.propertyId ?? undefined,
    to_admin: selection.toAdmin,
    page: 1,
    per_page: 50,
  });
  const selected = openId ? (chats.find((c) => c.conversation_id === openId) ?? null) : null;
  if (selected) selected.unread_count = 0;
  return { chats, selection, selected, messages: items.reverse() };
}
