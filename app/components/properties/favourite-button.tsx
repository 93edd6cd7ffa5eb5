import { Form, useFetcher } from "react-router";
import { useRootData } from "../shell/use-root-data.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHere } from "../../lib/return-to.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";

/** What the favourites action answers to the heart. */
interface FavouriteAnswer {
  ok: boolean;
  is_favourite?: boolean;
  total_likes?: number;
}

/** The heart's state: the answer once it arrives, the pending choice before, else the listing's. */
export function useFavouriteState(property: { id: number; is_favourite: boolean; total_likes: number }) {
  const fetcher = useFetcher<FavouriteAnswer>({ key: `favourite-${property.id}` });
  const pending = fetcher.formData?.get("type");
  const answered = fetcher.data?.ok ? fetcher.data : null;
  const isFavourite = pending !== undefined && pending !== null ? pending === "1" : (answered?.is_favourite ?? property.is_favourite);
  let totalLikes = answered?.total_likes ?? property.total_likes;
  if (pending !== undefined && pending !== null && isFavourite !== (answered?.is_favourite ?? property.is_favourite))
    totalLikes += isFavourite ? 1 : -1;
  return { fetcher, isFavourite, totalLikes: Math.max(0, totalLikes) };
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z" />
    </svg>
  );
}

/**
 * The favourite heart of a listing (cards and the detail page). Signed out it leads to
 * sign-in and back; signed in it posts to the favourites action (a plain form without
 * JavaScript, which comes back to this page) and shows the server's answer.
 */
export function FavouriteButton({
  property,
  variant = "card",
}: {
  property: { id: number; title: string; is_favourite: boolean; total_likes: number };
  variant?: "card" | "detail";
}) {
  const { t } = useI18n();
  const here = useHere();
  const hydrated = useHydrated();
  const signedIn = Boolean(useRootData()?.account);
  const { fetcher, isFavourite } = useFavouriteState(property);
  // A toggle: the name stays, aria-pressed tells whether the listing is saved.
  const label = variant === "card" ? `${t("addFavourite")}: ${property.title}` : undefined;
  const className =
    variant === "card"
      ? `relative z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-300 hover:bg-white ${isFavourite ? "text-rose-600" : "text-slate-700"}`
      : `inline-flex min-h-10 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${isFavourite ? "border-rose-300 bg-rose-50 text-rose-700" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`;
  const text = variant === "detail" ? <span>{t("addFavourite")}</span> : null;
  if (!signedIn) {
    // A button that asks the sign-in page (and back), so a card's only link stays its title.
    return (
      <Form method="get" action="/login" className="contents">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className={className} aria-label={label} data-testid="favourite-button">
          <Heart filled={false} />
          {text}
        </button>
      </Form>
    );
  }
  return (
    <fetcher.Form method="post" action="/user/favourites" className="contents">
      <input type="hidden" name="property_id" value={property.id} />
      <input type="hidden" name="type" value={isFavourite ? "0" : "1"} />
      {/* Without JavaScript the action sends the browser back here; the fetcher wants the answer instead. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={here} />}
      <button type="submit" className={className} aria-label={label} aria-pressed={isFavourite} data-testid="favourite-button">
        <Heart filled={isFavourite} />
        {text}
      </button>
    </fetcher.Form>
  );
}
