import { useEffect, useState } from "react";

export interface LiveNotification {
  id: number;
  title: string;
  body: string;
  url: string;
  is_read: boolean;
  created_at: string;
}

/** New notifications pushed over /api/events while the page is open (nothing without JavaScript). */
export function useLiveNotifications(enabled: boolean): LiveNotification[] {
  const [items, setItems] = useState<LiveNotification[]>([]);
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    source.addEventListener("notification", (event) => {
      const item = JSON.parse((event as MessageEvent<string>).data) as LiveNotification;
      setItems((current) => [item, ...current.filter((n) => n.id !== item.id)]);
    });
    return () => source.close();
  }, [enabled]);
  return items;
}
