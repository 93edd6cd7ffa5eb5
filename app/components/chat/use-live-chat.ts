import { useEffect, useLayoutEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { ignoreAbort } from "../../lib/ignore-abort.ts";

/**
 * Reloads the chat page's data when a chat event reaches this user over /api/events (a
 * message arrived, was deleted or read), and when the stream reconnects (its process shut
 * down, the network dropped): the stream replays missed messages, but not deletions or read
 * marks. Nothing without JavaScript.
 */
export function useLiveChat(): void {
  const { revalidate } = useRevalidator();
  // A reload started while the page navigates (opening a conversation, whose loader marks it read
  // and so sends this very page a "chat-read" event) would make the router restart the
  // navigation's loads, aborting them mid-answer: the router leaves that body's AbortError
  // unhandled, and the conversation may not open. Such a reload waits until the navigation is done.
  const navigationState = useNavigation().state;
  const navigating = useRef(navigationState !== "idle");
  const afterNavigation = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    navigating.current = navigationState !== "idle";
    if (navigating.current) return;
    const reload = afterNavigation.current;
    afterNavigation.current = null;
    reload?.();
  }, [navigationState]);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    // One reload at a time: events that come while one runs make one more after it. A second
    // revalidation would abort the first mid-answer, and the router leaves the aborted answer's
    // body to fail unhandled. A reload that a navigation overtakes is aborted by the router: not
    // an error.
    let running = false;
    let again = false;
    let closed = false;
    const reload = (): void => {
      if (running) {
        again = true;
        return;
      }
      if (navigating.current) {
        afterNavigation.current = reload;
        return;
      }
      running = true;
      void revalidate()
        .catch(ignoreAbort)
        .finally(() => {
          running = false;
          if (!again || closed) return;
          again = false;
          reload();
        });
    };
    let connected = false;
    source.addEventListener("ready", () => {
      document.documentElement.dataset.chatLive = "ready";
      // Every (re)connection starts with "ready"; after the first, what changed meanwhile is reloaded.
      if (connected) reload();
      connected = true;
    });
    for (const type of ["chat-message", "chat-message-deleted", "chat-read"]) source.addEventListener(type, () => reload());
    return () => {
      closed = true;
      afterNavigation.current = null;
      source.close();
      delete document.documentElement.dataset.chatLive;
    };
  }, [revalidate]);
}
