import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "../../lib/i18n/react.tsx";
import { ignoreAbort } from "../../lib/ignore-abort.ts";

export interface LiveNotification {
  id: number;
  title: string;
  body: string;
  url: string;
  image?: string | null;
  is_read: boolean;
  created_at: string;
}

/**
 * New notifications and the ids of chat messages from others, pushed over /api/events while
 * the page is open (nothing without JavaScript); when the session ends there, the page's
 * data is reloaded.
 */
export function useLiveNotifications(enabled: boolean, selfId: number | null): { items: LiveNotification[]; chatMessageIds: number[] } {
  const [items, setItems] = useState<LiveNotification[]>([]);
  const [chatMessageIds, setChatMessageIds] = useState<number[]>([]);
  // Stable for the router's lifetime, so the stream does not restart on re-render.
  const { revalidate } = useRevalidator();
  // The site's own notifications arrive in the page's language.
  const { lang } = useI18n();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/events?lang=${encodeURIComponent(lang)}`);
    // Marks the page as listening (the stream's first event), for tools and tests that wait on it.
    source.addEventListener("ready", () => {
      document.documentElement.dataset.live = "ready";
    });
    source.addEventListener("notification", (event) => {
      const item = JSON.parse((event as MessageEvent<string>).data) as LiveNotification;
      setItems((current) => [item, ...current.filter((n) => n.id !== item.id)]);
    });
    source.addEventListener("chat-message", (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as { message_id: number; sender_id: number | null };
      if (message.sender_id === selfId) return;
      setChatMessageIds((current) => (current.includes(message.message_id) ? current : [...current, message.message_id]));
    });
    // The account was deactivated: stop listening and reload the page's data, which then says so.
    source.addEventListener("session-ended", () => {
      source.close();
      revalidate().catch(ignoreAbort);
    });
    return () => {
      source.close();
      delete document.documentElement.dataset.live;
    };
  }, [enabled, selfId, revalidate, lang]);
  return { items, chatMessageIds };
}
