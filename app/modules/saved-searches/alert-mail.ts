import type { LanguageCode } from "../../lib/i18n/index.ts";
import { translate } from "../../lib/i18n/index.ts";
import type { MailMessage } from "../../lib/mail/mailer.server.ts";

/** Listings one alert e-mail shows; the rest are one link away. */
export const maxListingsPerAlert = 12;

export type AlertKind = "new" | "price_drop" | "sold" | "rented";

/** One listing of an alert, ready to show: its price and former price formatted, its photo and link absolute. */
export interface AlertListing {
  kind: AlertKind;
  title: string;
  price: string;
  oldPrice?: string;
  ward: string;
  photo: string | null;
  link: string;
}

const kindOrder: Record<AlertKind, number> = { new: 0, price_drop: 1, sold: 2, rented: 3 };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function kindLabel(lang: LanguageCode, listing: AlertListing): string {
  if (listing.kind === "price_drop") return translate(lang, "savedSearchKindPriceDrop", { from: listing.oldPrice ?? "" });
  return translate(
    lang,
    listing.kind === "new" ? "savedSearchKindNew" : listing.kind === "sold" ? "savedSearchKindSold" : "savedSearchKindRented",
  );
}

/**
 * A saved search's alert e-mail, in the member's language: at most `maxListingsPerAlert`
 * listings (new matches first) with photo, price, ward and link, a link to all results when
 * there are more, and the one-click unsubscribe headers of RFC 8058.
 */
export function alertMail(input: {
  to: string;
  lang: LanguageCode;
  searchName: string;
  /** The saved search's results page, absolute. */
  resultsUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  listings: AlertListing[];
}): MailMessage {
  const { lang } = input;
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const sorted = [...input.listings].sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind]);
  const shown = sorted.slice(0, maxListingsPerAlert);
  const more = sorted.length - shown.length;
  const subject = t("savedSearchAlertSubject", { count: sorted.length, name: input.searchName });
  const footer = t("savedSearchAlertFooter", { name: input.searchName, manage: input.manageUrl });
  const text = [
    t("savedSearchAlertIntro", { name: input.searchName }),
    "",
    ...shown.flatMap((l) => [`${kindLabel(lang, l)} · ${l.title}`, [l.price, l.ward].filter(Boolean).join(" · "), l.link, ""]),
    more > 0 ? t("savedSearchAlertMore", { count: more }) : t("savedSearchAlertSeeAll"),
    input.resultsUrl,
    "",
    footer,
    `${t("savedSearchUnsubscribe")}: ${input.unsubscribeUrl}`,
  ].join("\n");
  const cards = shown
    .map(
      (l) => `<tr><td style="padding:8px 0;border-bottom:1px solid #e2e8f0">
<a href="${escapeHtml(l.link)}" style="color:#0f172a;text-decoration:none">${
        l.photo
          ? `<img src="${escapeHtml(l.photo)}" width="160" height="120" alt="" style="float:left;margin-right:12px;border-radius:6px;object-fit:cover">`
          : ""
      }<strong>${escapeHtml(l.title)}</strong></a><br>
<span style="color:#b45309">${escapeHtml(kindLabel(lang, l))}</span><br>
<strong>${escapeHtml(l.price)}</strong>${l.ward ? ` · ${escapeHtml(l.ward)}` : ""}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:600px">
<p>${escapeHtml(t("savedSearchAlertIntro", { name: input.searchName }))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${cards}</table>
<p><a href="${escapeHtml(input.resultsUrl)}">${escapeHtml(more > 0 ? t("savedSearchAlertMore", { count: more }) : t("savedSearchAlertSeeAll"))}</a></p>
<p style="color:#475569;font-size:12px">${escapeHtml(footer)}<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t("savedSearchUnsubscribe"))}</a></p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
