import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { ignoreAbort } from "../../lib/ignore-abort.ts";

/**
 * Reloads the chat page's data when a chat event reaches this user over /api/events (a
 * message arrived, was deleted or read), and when the stream reconnects (its process shut
 * down, the network dropped): the stream replays missed messages, but not deletions or read
 * marks. Nothing without JavaScript.
 */
export function useLiveChat(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    // A reload that a navigation overtakes is aborted by the router: not an error.
    const reload = () => revalidate().catch(ignoreAbort);
    let connected = false;
    source.addEventListener("ready", () => {
      document.documentElement.dataset.chatLive = "ready";
      // Every (re)connection starts with "ready"; after the first, what changed meanwhile is reloaded.
      if (connected) void reload();
      connected = true;
    });
    for (const type of ["chat-message", "chat-message-deleted", "chat-read"]) source.addEventListener(type, () => void reload());
    return () => {
      source.close();
      delete document.documentElement.dataset.chatLive;
    };
  }, [revalidate]);
}
