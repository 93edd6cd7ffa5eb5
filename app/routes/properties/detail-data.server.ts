import { data } from "react-router";
import { tileSettingsOf } from "../../lib/location/tile-settings.ts";
import { readVndField } from "../../lib/format/read-amount.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { attempt } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import type { MortgageInput } from "../../modules/mortgage/calculate-mortgage.ts";
import { getPriceHistory } from "../../modules/properties/get-price-history.server.ts";
import { hasInterest } from "../../modules/properties/has-interest.server.ts";
import { getWardPriceBand } from "../../modules/properties/get-ward-price-band.server.ts";
import { getPropertyPage } from "../../modules/properties/get-property-detail.server.ts";
import { countView } from "../../modules/properties/property-view.server.ts";
import { findGoneListing, type GoneListing, type GoneSource } from "../../modules/properties/gone-listing.server.ts";
import { keptCategories, keptWards } from "../../modules/filters/filter-options.server.ts";
import { listingHref } from "../../modules/properties/listing-query.ts";
import { similarCards } from "../../modules/properties/list-similar-properties.server.ts";
import { cardView } from "../../modules/properties/property-view.server.ts";
import type { PropertyPage } from "../../modules/properties/property-page.ts";
import { getContactDefaults } from "../../modules/users/contact-defaults.server.ts";
import { shellSettingsOf } from "../../modules/settings/get-shell-settings.server.ts";
import { pageSettings } from "../+shared/discovery-context.server.ts";
import { defaultMortgageInput } from "../../components/properties/mortgage-widget.tsx";

/** The calculator's values from the URL (the no-JavaScript form), else the defaults. */
export function mortgageFromUrl(url: URL, price: number): { input: MortgageInput; asked: boolean } {
  const defaults = defaultMortgageInput(price);
  const read = (key: string, fallback: number, max: number) => {
    const value = Number(url.searchParams.get(key));
    return url.searchParams.has(key) && Number.isFinite(value) && value >= 0 && value <= max ? value : fallback;
  };
  // Amounts as typed ("3 tỷ", "3.000.000.000") through the one money reader.
  const amount = (key: string, fallback: number) => {
    const raw = url.searchParams.get(key);
    const value = raw === null ? null : readVndField(raw);
    return value !== null && Number.isSafeInteger(value) && value >= 0 && value <= 1e15 ? value : fallback;
  };
  const asked = ["loan_amount", "down_payment", "interest_rate", "loan_term_years"].some((key) => url.searchParams.has(key));
  return {
    asked,
    input: {
      loanAmount: amount("loan_amount", defaults.loanAmount),
      downPayment: amount("down_payment", defaults.downPayment),
      interestRate: read("interest_rate", defaults.interestRate, 100),
      loanTermYears: read("loan_term_years", defaults.loanTermYears, 50) || defaults.loanTermYears,
    },
  };
}

export type DetailData = PropertyPage;

/** A gone listing's page: its category and ward by name, and the list of its kind (the panel's kept choices). */
async function goneListing(services: Services, source: GoneSource, lang: LanguageCode): Promise<GoneListing> {
  const [categories, wards] = await Promise.all([keptCategories(services, lang), keptWards(services)]);
  const category = categories.items.find((c) => c.id === source.categoryId);
  const ward = source.wardCode ? wards.items.find((w) => w.code === source.wardCode) : undefined;
  return {
    reason: source.reason,
    category: category?.category ?? null,
    ward: ward?.city ?? null,
    similar: source.similar,
    moreHref: listingHref("/properties", { category: category?.slug_id, property_type: source.propertyType, ward: ward?.slug }),
  };
}

/**
 * A listing's page data. The view is counted once per page view by someone other than
 * the owner (not when the calculator form reloads the page). A premium listing without
 * the entitlement answers its preview (status 200, indexable); one that was public and is no
 * longer (sold, rented, taken down, expired), 410 with the listings like it; any other, 404.
 */
export async function loadPropertyDetail(
  services: Services,
  input: {
    slug: string;
    url: URL;
    actor: Actor | null;
    lang: LanguageCode;
    countView: boolean;
    /** The page cache's hook: a page served again from it counts its view again, as this render did. */
    onCacheHit?: (effect: () => void) => void;
  },
): Promise<DetailData> {
  const settings = shellSettingsOf(await pageSettings(services));
  const canonical = `${services.env.baseUrl}/properties-details/${encodeURIComponent(input.slug)}`;
  const askedMortgage = mortgageFromUrl(input.url, 0).asked;
  const found = await attempt(
    getPropertyPage(services, { slugId: input.slug, actor: input.actor, lang: input.lang, countView: input.countView && !askedMortgage }),
    ["NOT_FOUND"],
  );
  if (found.error) {
    // A listing that was public answers why it is gone and what is like it; one never public stays unknown.
    const source = await findGoneListing(services, { slug: input.slug, lang: input.lang, actor: input.actor });
    throw source ? data({ gone: await goneListing(services, source, input.lang) }, { status: 410 }) : data(null, { status: 404 });
  }
  const { property, isLocked, viewCounted } = found.value;
  if (viewCounted) input.onCacheHit?.(() => countView(services.db, property.id, input.actor?.id));
  // The strip shows four cards and no count, so no total is read.
  const contactPromise = getContactDefaults(services.db, input.actor);
  const similar = await similarCards(
    services,
    {
      id: property.id,
      categoryId: property.category_id,
      propertyType: property.property_type,
      price: property.price,
      wardCode: property.ward?.code ?? null,
    },
    { limit: 4, offset: 0, actor: input.actor, lang: input.lang },
  );
  const priceHistory = await getPriceHistory(services.db, { id: property.id, price: property.price, createdAt: property.created_at });
  return {
    property,
    isLocked,
    isSignedIn: input.actor !== null,
    similar: similar.map(cardView),
    priceHistory,
    renderedAt: new Date().toISOString(),
    isInterested: await hasInterest(services.db, input.actor, property.id),
    // Rentals are compared only when quoted monthly, as the bands are built.
    priceBand:
      property.ward && property.price_per_m2 !== null && (property.property_type === "sell" || property.rentduration === "monthly")
        ? await getWardPriceBand(services.db, {
            wardCode: property.ward.code,
            categoryId: property.category_id,
            propertyType: property.property_type,
          })
        : null,
    isOwner: input.actor !== null && property.customer?.id === input.actor.id,
    mortgage: mortgageFromUrl(input.url, property.price).input,
    tiles: tileSettingsOf(services.env),
    canonical,
    baseUrl: services.env.baseUrl,
    siteName: settings.companyName,
    contact: await contactPromise,
  };
}
