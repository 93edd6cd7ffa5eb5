import { useActionData, useFetcher } from "react-router";
import { useI18n } from "../../lib/i18n/react.tsx";
import { phoneRevealKey } from "../../modules/properties/owner-phone.ts";
import type { RevealAnswer } from "./owner-card.tsx";

/**
 * The price and the contact actions, held at the bottom of a phone's screen (below 1024 px)
 * while the owner's card sits far down the page: a call when the phone number is shown or revealed, and a
 * link to the owner's card with its other actions (e-mail or the inquiry).
 */
export function ContactBar({ price, mobile: shown, propertyId }: { price: string; mobile: string | null; propertyId: number }) {
  const { t } = useI18n();
  // Once "Hiện số" on the owner's card reveals the number (with or without JavaScript), the bar calls it too.
  const reveal = useFetcher<RevealAnswer>({ key: phoneRevealKey(propertyId) });
  const pageAnswer = useActionData() as RevealAnswer | undefined;
  const mobile = shown ?? reveal.data?.revealed?.mobile ?? pageAnswer?.revealed?.mobile ?? null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
      data-testid="contact-bar"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-lg font-bold text-rose-700">{price}</p>
        {mobile ? (
          <a
            href={`tel:${mobile.replace(/\s/g, "")}`}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
          >
            {t("call")}
          </a>
        ) : null}
        <a
          href="#owner-heading"
          className={`inline-flex min-h-11 items-center rounded-lg px-4 font-semibold whitespace-nowrap ${mobile ? "border border-slate-300 text-slate-800 hover:bg-slate-100" : "bg-brand-700 text-white hover:bg-brand-800"}`}
        >
          {t("contact")}
        </a>
      </div>
    </div>
  );
}
