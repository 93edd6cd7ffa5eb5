import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the chat page's data when a chat event reaches this user over /api/events (a
 * message arrived, was deleted or read); nothing without JavaScript.
 */
export function useLiveChat(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    source.addEventListener("ready", () => {
      document.documentElement.dataset.chatLive = "ready";
    });
    const reload = () => void revalidate();
    for (const type of ["chat-message", "chat-message-deleted", "chat-read"]) source.addEventListener(type, reload);
    return () => {
      source.close();
      delete document.documentElement.dataset.chatLive;
    };
  }, [revalidate]);
}
