import { Link } from "../../lib/i18n/link.tsx";
import type { CardView } from "../../modules/properties/property-view.server.ts";
import { priceLabel } from "../../lib/properties/price-label.ts";
import { formatArea } from "../../lib/format/format-area.ts";
import { useMoney } from "../shell/use-money.ts";
import { useCityName, useI18n } from "../../lib/i18n/react.tsx";
import { SafeImage } from "../ui/safe-image.tsx";
import { usePlaceholderLogo } from "../shell/use-shell-settings.ts";
import { CompareToggle } from "./compare-toggle.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { ListingVerifiedBadge } from "../verification/listing-verified-badge.tsx";

export const propertyHref = (slug: string) => `/properties-details/${slug}`;

/** The card sizes: one column on phones, two on tablets, three or four on desktops. */
const cardSizes = "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw";

/**
 * One listing in a list: photo (responsive WebP with its size, so nothing shifts), price
 * ("1,5 tỷ", "15 triệu/tháng"), area, rooms, ward and the featured/premium badges.
 * `headingLevel` keeps the page's heading order.
 */
export function PropertyCard({
  property,
  headingLevel = 3,
  eager = false,
}: {
  property: CardView;
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
}) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const cityName = useCityName();
  const placeholder = usePlaceholderLogo();
  const Heading = `h${headingLevel}` as const;
  const area = formatArea(property.area, lang);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="property-card"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <SafeImage
          src={property.title_image ?? placeholder}
          srcSet={property.title_image_srcset ?? undefined}
          sizes={property.title_image_srcset ? cardSizes : undefined}
          width={property.title_image_width ?? 400}
          height={property.title_image_height ?? 300}
          placeholder={placeholder}
          alt=""
          loading={eager ? "eager" : "lazy"}
          // The first cards' photos are the page's largest paint on a phone: fetch them first.
          fetchPriority={eager ? "high" : undefined}
          decoding={eager ? undefined : "async"}
          className="size-full object-cover"
        />
        {/* Badges and the card's actions share one row: badges wrap in their own column, never under an action. */}
        <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-2">
          <div className="flex min-w-0 flex-wrap gap-1">
            <span className="rounded bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
              {property.property_type === "rent" ? t("forRent") : t("forSale")}
            </span>
            {property.is_promoted ? (
              <span className="rounded bg-accent-500 px-2 py-0.5 text-xs font-semibold text-white">{t("featured")}</span>
            ) : null}
            {property.is_premium ? (
              <span className="rounded bg-amber-300 px-2 py-0.5 text-xs font-semibold text-amber-950">{t("premium")}</span>
            ) : null}
            {property.verified_listing ? <ListingVerifiedBadge badge={property.verified_listing} compact /> : null}
          </div>
          <div className="flex shrink-0 gap-1">
            <CompareToggle id={property.id} />
          </div>
        </div>
        <div className="absolute bottom-2 right-2">
          <FavouriteButton property={property} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-lg font-bold text-rose-700">{priceLabel(property, money.price, t)}</p>
        <Heading className="line-clamp-2 font-semibold leading-snug text-slate-900">
          <Link to={propertyHref(property.slug_id)} className="after:absolute after:inset-0 hover:text-brand-700">
            {property.title}
          </Link>
        </Heading>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          {area ? <li>{area}</li> : null}
          {property.bedrooms !== null ? <li>{t("bedroomsCount", { count: property.bedrooms })}</li> : null}
          {property.bathrooms !== null ? <li>{t("bathroomsCount", { count: property.bathrooms })}</li> : null}
        </ul>
        <p className="mt-auto truncate text-sm text-slate-600">{property.ward?.name ?? cityName(property.city)}</p>
      </div>
    </article>
  );
}

/** A responsive grid of cards. */
/**
 * Below 640 px a list of cards becomes one row that scrolls sideways (each card most of the
 * screen's width, snapping into place), so a page of several such lists stays short on a phone.
 */
export const phoneRowList = "max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:pb-2";
export const phoneRowItem = "max-sm:w-[82%] max-sm:shrink-0 max-sm:snap-start";

export function PropertyGrid({
  properties,
  headingLevel = 3,
  eagerCount = 0,
  isRowOnPhones = false,
}: {
  properties: CardView[];
  headingLevel?: 2 | 3 | 4;
  eagerCount?: number;
  /** One sideways-scrolling row on phones (the home page's sections). */
  isRowOnPhones?: boolean;
}) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${isRowOnPhones ? phoneRowList : ""}`}>
      {properties.map((property, index) => (
        <li key={property.id} className={isRowOnPhones ? phoneRowItem : undefined}>
          <PropertyCard property={property} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
