import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/chat";
import { ChatSummaryLink } from "../../components/chat/chat-summary-link.tsx";
import { useLiveChat } from "../../components/chat/use-live-chat.ts";
import { VoiceRecorder } from "../../components/chat/voice-recorder.tsx";
import { buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { enforceRateLimit } from "../../lib/rate-limit.server.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { blockUser, unblockUser } from "../../modules/chat/block-user.server.ts";
import type { ChatMessageView } from "../../modules/chat/chat-message-view.ts";
import { blockSchema, sendMessageSchema } from "../../modules/chat/chat-schemas.ts";
import { deleteChatMessage } from "../../modules/chat/delete-message.server.ts";
import { sendMessage } from "../../modules/chat/send-message.server.ts";
import { sendMessageKey, sendMessageRule } from "../../modules/chat/send-rule.ts";
import { loadChatPage } from "./chat.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { formatDate } from "../../lib/format/format-date.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const page = await loadChatPage(services, actor, new URL(request.url));
  return { title: translate(lang, "chatTitle"), me: { id: actor.id, isStaff: actor.role === "admin" }, ...page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

interface ChatActionResult {
  ok: boolean;
  message: string | null;
}

/** Sends, deletes, blocks and unblocks for the page (the same use cases as the API, the same send limit). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction(
    { request, context },
    async ({ input, lang }) => {
      if (input.intent === "delete") {
        await deleteChatMessage(services, actor, Number(input.message_id));
        return { ok: true, message: null } satisfies ChatActionResult;
      }
      if (input.intent === "block" || input.intent === "unblock") {
        await (input.intent === "block" ? blockUser : unblockUser)(services.db, actor, blockSchema.parse(input));
        return {
          ok: true,
          message: translate(lang, input.intent === "block" ? "userBlocked" : "userUnblocked"),
        } satisfies ChatActionResult;
      }
      const message = sendMessageSchema.parse(input);
      await enforceRateLimit(services.db, sendMessageKey(actor.id), sendMessageRule);
      await sendMessage(services, actor, message);
      return { ok: true, message: null } satisfies ChatActionResult;
    },
    { withStatus: true },
  );
}

function MessageBubble({ message, mine }: { message: ChatMessageView; mine: boolean }) {
  const { t, lang } = useI18n();
  const fetcher = useFetcher<ChatActionResult>();
  const time = formatDate(message.created_at, lang, "short");
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`} data-testid="chat-message">
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 ${mine ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"}`}>
        {message.is_deleted ? (
          <p className="italic opacity-80">{t("chatMessageWasDeleted")}</p>
        ) : (
          <>
            {message.message ? <p className="whitespace-pre-wrap break-words">{message.message}</p> : null}
            {message.file?.type === "image" ? (
              <a href={message.file.url} target="_blank" rel="noreferrer" className="mt-1 block">
                <img
                  src={message.file.url}
                  srcSet={message.file.srcset}
                  sizes="240px"
                  width={message.file.width}
                  height={message.file.height}
                  alt={message.file.name}
                  loading="lazy"
                  className="h-auto max-w-60 rounded-lg"
                />
              </a>
            ) : message.file?.type === "document" ? (
              <a href={message.file.url} target="_blank" rel="noreferrer" className="mt-1 block underline">
                📄 {message.file.name}
              </a>
            ) : null}
            {/* A voice message recorded by a person has no captions to offer; the player is labelled. */}
            {message.audio ? (
              // oxlint-disable-next-line jsx-a11y/media-has-caption
              <audio
                controls
                preload="none"
                src={message.audio.url}
                className="mt-1 max-w-60"
                aria-label={t("chatVoiceMessage")}
                data-testid="voice-message"
              />
            ) : null}
          </>
        )}
        <p className={`mt-1 text-xs ${mine ? "text-white/90" : "text-slate-600"}`}>
          {time}
          {mine && message.is_read ? ` · ${t("chatSeen")}` : ""}
        </p>
        {mine && !message.is_deleted ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="message_id" value={message.message_id} />
            <button type="submit" className="text-xs underline">
              {t("chatDelete")}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
    </li>
  );
}

export default function Chat({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  useLiveChat();
  const send = useFetcher<ChatActionResult>();
  const block = useFetcher<ChatActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const { chats, selection, selected, messages, me } = loaderData;

  useEffect(() => {
    if (send.state === "idle" && send.data?.ok) formRef.current?.reset();
  }, [send.state, send.data]);
  const newest = messages.at(-1)?.message_id ?? 0;
  useEffect(() => {
    if (newest) endRef.current?.scrollIntoView({ block: "end" });
  }, [newest]);

  const hidden = selection
    ? [
        ...(selection.userId ? [["receiver_id", String(selection.userId)]] : []),
        ...(selection.propertyId ? [["property_id", String(selection.propertyId)]] : []),
        ...(selection.toAdmin ? [["to_admin", "1"]] : []),
      ]
    : [];
  const sendVoice = (file: File) => {
    const form = new FormData();
    for (const [k, v] of hidden) form.append(k!, v!);
    form.append("audio", file);
    send.submit(form, { method: "post", encType: "multipart/form-data" });
  };
  const mine = (m: ChatMessageView) => (m.from_admin ? me.isStaff && Boolean(selection?.toAdmin) : m.sender_id === me.id);
  const otherName = selected
    ? (selected.user?.name ?? t("chatFromSite"))
    : selection?.toAdmin && !me.isStaff
      ? t("chatFromSite")
      : t("chatNewConversation");
  const blockTarget =
    selection?.toAdmin && !me.isStaff ? ["to_admin", "1"] : selection?.userId ? ["to_user_id", String(selection.userId)] : null;

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-[18rem_1fr]">
      <h1 className="sr-only">{loaderData.title}</h1>
      <nav aria-label={t("chatConversations")} className={selection ? "hidden md:block" : ""}>
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-bold">{t("chatConversations")}</h2>
          {!me.isStaff ? (
            <Link to="/user/chat?to_admin=1" className="text-sm text-brand-700 underline">
              {t("chatAskSupport")}
            </Link>
          ) : null}
        </div>
        {chats.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t("chatEmpty")}</p>
        ) : (
          <ul className="mt-3 grid gap-1" data-testid="chat-list">
            {chats.map((chat) => (
              <li key={chat.conversation_id}>
                <ChatSummaryLink
                  chat={chat}
                  current={selected?.conversation_id === chat.conversation_id}
                  className={`block rounded-lg px-3 py-2 hover:bg-slate-100 ${selected?.conversation_id === chat.conversation_id ? "bg-slate-100" : ""}`}
                />
              </li>
            ))}
          </ul>
        )}
      </nav>
      {selection ? (
        <section aria-labelledby="conversation-heading" className="flex min-h-[60vh] flex-col rounded-xl border border-slate-200 bg-white">
          <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 p-3">
            <div>
              <Link to="/user/chat" className="text-sm text-brand-700 underline md:hidden">
                ← {t("chatConversations")}
              </Link>
              <h2 id="conversation-heading" className="font-bold">
                {otherName}
              </h2>
              {selected?.property ? (
                <Link to={`/properties-details/${selected.property.slug_id}`} className="text-sm text-brand-700 underline">
                  {selected.property.title}
                </Link>
              ) : null}
            </div>
            {blockTarget ? (
              <block.Form method="post">
                <input type="hidden" name="intent" value={selected?.is_blocked ? "unblock" : "block"} />
                <input type="hidden" name={blockTarget[0]} value={blockTarget[1]} />
                <button type="submit" className={secondaryButtonClass}>
                  {selected?.is_blocked ? t("chatUnblock") : t("chatBlock")}
                </button>
              </block.Form>
            ) : null}
          </header>
          <ol
            className="grid flex-1 content-start gap-2 overflow-y-auto p-3"
            aria-live="polite"
            aria-label={t("chatMessages")}
            data-testid="chat-messages"
          >
            {messages.length === 0 ? <li className="text-sm text-slate-600">{t("chatNoMessages")}</li> : null}
            {messages.map((m) => (
              <MessageBubble key={m.message_id} message={m} mine={mine(m)} />
            ))}
            <li ref={endRef} aria-hidden="true" />
          </ol>
          <send.Form ref={formRef} method="post" encType="multipart/form-data" className="grid gap-2 border-t border-slate-200 p-3">
            {send.data && !send.data.ok && send.data.message ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800" data-testid="chat-error">
                {send.data.message}
              </p>
            ) : null}
            {block.data?.message ? (
              <p role="status" className="text-sm text-slate-700">
                {block.data.message}
              </p>
            ) : null}
            {hidden.map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            <label htmlFor="chat-text" className="sr-only">
              {t("chatWriteMessage")}
            </label>
            <textarea
              id="chat-text"
              name="message"
              rows={2}
              placeholder={t("chatWriteMessage")}
              className="w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            <div className="flex flex-wrap items-center gap-2">
              <label className="text-sm">
                <span className="sr-only">{t("chatAttachFile")}</span>
                <input
                  type="file"
                  name="file"
                  accept="image/jpeg,image/png,application/pdf"
                  className="max-w-56 text-sm"
                  aria-label={t("chatAttachFile")}
                />
              </label>
              {hydrated ? <VoiceRecorder onRecorded={sendVoice} disabled={send.state !== "idle"} /> : null}
              <button type="submit" className={`ml-auto ${buttonClass}`} disabled={send.state !== "idle"}>
                {send.state !== "idle" ? t("sending") : t("chatSend")}
              </button>
            </div>
          </send.Form>
        </section>
      ) : (
        <p className="hidden self-center text-center text-slate-600 md:block">{t("chatPick")}</p>
      )}
    </main>
  );
}
