import type { ReactNode } from "react";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { priceLabel, pricePerSquareMetre } from "../../lib/properties/price-label.ts";
import { formatArea } from "../../lib/format/format-area.ts";
import { useMoney } from "../shell/use-money.ts";
import type { PropertyPage } from "../../modules/properties/property-page.ts";
import { Breadcrumbs } from "../discovery/breadcrumbs.tsx";
import { CompareBar, CompareToggle } from "./compare-toggle.tsx";
import { ContactBar } from "./contact-bar.tsx";
import { DescriptionSection, DocumentsSection, FacilitiesSection, ParametersSection, Section, VideoSection } from "./detail-sections.tsx";
import { Gallery } from "./gallery.tsx";
import { MortgageWidget } from "./mortgage-widget.tsx";
import { OwnerCard } from "./owner-card.tsx";
import { FavouriteButton, useFavouriteState } from "./favourite-button.tsx";
import { PremiumGate } from "./premium-gate.tsx";
import { InquiryForm } from "../leads/inquiry-form.tsx";
import { ReportListing } from "../leads/report-listing.tsx";
import { Panorama } from "./panorama.tsx";
import { InterestButton } from "./interest-button.tsx";
import { PriceBandSection } from "./price-band-section.tsx";
import { PriceHistorySection } from "./price-history-section.tsx";
import { PropertyGrid } from "./property-card.tsx";
import { propertyCrumbs } from "./property-crumbs.ts";
import { LocationMap } from "../map/location-map.tsx";
import { ListingVerifiedBadge } from "../verification/listing-verified-badge.tsx";
import { ShareButtons } from "./share-buttons.tsx";
import { formatDecimal } from "../../lib/format/formatters.ts";
import { formatDate } from "../../lib/format/format-date.ts";

/**
 * A listing's page body, shared by the public detail and the owner's view (`ownerPanel`
 * adds the owner-only status block).
 */
export function PropertyDetailView({ data, path, ownerPanel }: { data: PropertyPage; path: string; ownerPanel?: ReactNode }) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const { property: p } = data;
  const { totalLikes } = useFavouriteState(p);
  // The cover photo leads the gallery; the gallery holds the other photos.
  const cover = p.title_image
    ? [{ url: p.title_image, srcset: p.title_image_srcset ?? "", width: p.title_image_width ?? 800, height: p.title_image_height ?? 600 }]
    : [];
  const images = [...cover, ...p.gallery_images.filter((image) => image.url !== p.title_image)];
  const perM2 = pricePerSquareMetre(p.price_per_m2, money.price);
  const area = formatArea(p.area, lang);
  const date = formatDate(p.created_at, lang);
  const number = (n: number) => formatDecimal(n, lang);
  const facts = [
    { label: t("price"), value: priceLabel(p, money.price, t) },
    { label: t("areaLabel"), value: area },
    { label: t("pricePerM2"), value: perM2 },
    { label: t("bedroomsLabel"), value: p.bedrooms === null ? null : String(p.bedrooms) },
    { label: t("bathroomsLabel"), value: p.bathrooms === null ? null : String(p.bathrooms) },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-24 lg:pb-6">
      <Breadcrumbs crumbs={propertyCrumbs(p, t)} />
      {ownerPanel}
      <div className="mt-3">
        <Gallery images={images} title={p.title} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <header>
            <div className="flex flex-wrap gap-1.5">
              <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                {p.property_type === "rent" ? t("forRent") : t("forSale")}
              </span>
              <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{p.category.category}</span>
              {p.is_promoted ? (
                <span className="rounded bg-accent-500 px-2 py-0.5 text-xs font-semibold text-white">{t("featured")}</span>
              ) : null}
              {p.is_premium ? (
                <span className="rounded bg-amber-300 px-2 py-0.5 text-xs font-semibold text-amber-950">{t("premium")}</span>
              ) : null}
            </div>
            <h1 className="mt-2 text-2xl font-bold leading-tight sm:text-3xl">{p.title}</h1>
            {p.verified_listing ? <ListingVerifiedBadge badge={p.verified_listing} /> : null}
            <p className="mt-1 text-slate-700">
              {p.address}
              {p.ward ? (
                <>
                  {" · "}
                  <Link to={`/properties/ward/${p.ward.slug}`} className="text-brand-700 underline">
                    {p.ward.name}
                  </Link>
                </>
              ) : null}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="key-facts">
              {facts.map((fact) => (
                <div key={fact.label} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
                  <dt className="text-xs text-slate-600">{fact.label}</dt>
                  <dd className="font-bold text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
              <span data-testid="view-count">{t("viewsCount", { count: number(p.total_views) })}</span>
              <span data-testid="like-count">{t("likesCount", { count: number(totalLikes) })}</span>
              <span>{t("postedOn", { date })}</span>
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <FavouriteButton property={p} variant="detail" />
              {data.isOwner ? (
                <Link
                  to={`/user/properties/${p.id}/interested`}
                  className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline"
                >
                  {t("seeInterestedUsers")}
                </Link>
              ) : (
                <InterestButton propertyId={p.id} isInterested={data.isInterested} />
              )}
              <CompareToggle id={p.id} variant="detail" />
              <ShareButtons url={data.canonical} title={p.title} />
            </div>
          </header>
          <DescriptionSection text={p.description} />
          <PriceHistorySection history={data.priceHistory} now={new Date(data.renderedAt)} />
          {data.priceBand && p.ward && p.price_per_m2 !== null ? (
            <PriceBandSection band={data.priceBand} perM2={p.price_per_m2} category={p.category.category} ward={p.ward.name} />
          ) : null}
          {data.isLocked ? <PremiumGate signedIn={data.isSignedIn} /> : null}
          <ParametersSection parameters={p.parameters} />
          <FacilitiesSection facilities={p.facilities} />
          {p.three_d_image ? (
            <Section id="view360" title={t("view360")}>
              <Panorama src={p.three_d_image} title={p.title} />
            </Section>
          ) : null}
          <VideoSection link={p.video_link} title={p.title} />
          <DocumentsSection documents={p.documents} />
          {p.latitude !== null && p.longitude !== null ? (
            <Section id="location" title={t("location")}>
              <LocationMap latitude={p.latitude} longitude={p.longitude} label={p.title} tiles={data.tiles} />
            </Section>
          ) : null}
        </div>
        <aside className="grid content-start gap-6">
          {p.customer && !data.isLocked ? (
            <OwnerCard owner={p.customer} isOwner={data.isOwner} propertySlug={p.slug_id} propertyId={p.id} />
          ) : null}
          {!data.isOwner && !data.isLocked ? (
            <InquiryForm
              propertyId={p.id}
              slug={p.slug_id}
              // The owner's contact shows only on a paid package; otherwise chat goes through the staff too.
              chatWith={p.customer && (p.customer.mobile !== null || p.customer.email !== null) ? p.customer.id : null}
              contact={data.contact}
            />
          ) : null}
          {!data.isOwner ? <ReportListing slug={p.slug_id} /> : null}
          {/* A loan is for buying: rentals have no mortgage. */}
          {p.property_type === "sell" ? <MortgageWidget initial={data.mortgage} action={path} /> : null}
        </aside>
      </div>
      {data.similar.length ? (
        <section aria-labelledby="similar-heading" className="mt-10">
          <h2 id="similar-heading" className="text-xl font-bold">
            {t("similarProperties")}
          </h2>
          <div className="mt-4">
            <PropertyGrid properties={data.similar} />
          </div>
        </section>
      ) : null}
      {p.customer && !data.isOwner ? (
        <ContactBar
          price={priceLabel(p, money.price, t)}
          mobile={p.customer.mobile_is_masked ? null : p.customer.mobile}
          propertyId={p.id}
        />
      ) : null}
      <CompareBar raised={Boolean(p.customer && !data.isOwner)} />
    </main>
  );
}
