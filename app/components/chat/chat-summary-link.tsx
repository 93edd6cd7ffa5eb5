import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { ChatSummary } from "../../modules/chat/list-chats.server.ts";

/** One conversation as a link: who, its unread count, the listing and the last message (the chat list and the member's home). */
export function ChatSummaryLink({ chat, current = false, className }: { chat: ChatSummary; current?: boolean; className: string }) {
  const { t } = useI18n();
  const last = chat.last_message;
  return (
    <Link to={`/user/chat?conversation=${chat.conversation_id}`} aria-current={current ? "page" : undefined} className={className}>
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold">{chat.user?.name ?? t("chatFromSite")}</span>
        {chat.unread_count > 0 ? (
          <span className="rounded-full bg-red-600 px-2 text-xs font-bold text-white" data-testid="chat-unread">
            <span className="sr-only">{t("chatUnread")}: </span>
            {chat.unread_count}
          </span>
        ) : null}
      </span>
      {chat.property ? <span className="block truncate text-sm text-slate-700">{chat.property.title}</span> : null}
      <span className="block truncate text-sm text-slate-700">
        {last?.is_deleted ? t("chatMessageWasDeleted") : last?.message || (last?.audio ? t("chatVoiceMessage") : t("chatAttachment"))}
      </span>
    </Link>
  );
}
