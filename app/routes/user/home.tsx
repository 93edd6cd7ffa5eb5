import type { Route } from "./+types/home";
import { MemberNav } from "../../components/account/member-nav.tsx";
import { ChatSummaryLink } from "../../components/chat/chat-summary-link.tsx";
import { PropertyGrid } from "../../components/properties/property-card.tsx";
import { buttonClass } from "../../components/ui/field.tsx";
import { isStaff } from "../../lib/actor.server.ts";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { subscriptionPlanPath } from "../../lib/return-to.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { getMemberHome, type MemberHome } from "../../modules/dashboard/get-member-home.server.ts";

/** The member's home: the way to every member page, their listings' figures, packages, messages, leads and saved listings. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const home = await getMemberHome(services, { actor, lang });
  return { title: translate(lang, "myAccount"), name: actor.name, isStaff: isStaff(actor), ...home };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-5";
const sectionHeading = "flex flex-wrap items-baseline justify-between gap-2";
const moreLink = "inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline";

function Figure({ label, figure }: { label: string; figure: MemberHome["listings"]["items"][number]["favourites"] | number }) {
  const { t } = useI18n();
  const total = typeof figure === "number" ? figure : figure.total;
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold">{total}</dd>
      {typeof figure === "number" ? null : (
        <dd className="text-xs text-slate-700">{t("figureRecent", { week: figure.last7, month: figure.last30 })}</dd>
      )}
    </div>
  );
}

function ListingFigures({ listings }: { listings: MemberHome["listings"] }) {
  const { t } = useI18n();
  return (
    <section className={sectionClass} aria-labelledby="home-listings">
      <div className={sectionHeading}>
        <h2 id="home-listings" className="text-lg font-semibold">
          {t("listingFigures")} <span className="text-sm font-normal text-slate-700">({listings.total})</span>
        </h2>
        <Link to="/user/properties" className={moreLink}>
          {t("viewAll")}
        </Link>
      </div>
      <ul className="mt-3 grid gap-4" data-testid="listing-figures">
        {listings.items.map((item) => (
          <li key={item.id} className="border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
            <h3 className="font-medium">
              <Link to={`/my-property/${item.slug_id}`} className="inline-flex min-h-6 items-center text-brand-800 hover:underline">
                {item.title}
              </Link>
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
              <Figure label={t("figureViews")} figure={item.views} />
              <Figure label={t("figureFavourites")} figure={item.favourites} />
              <Figure label={t("figureInquiries")} figure={item.inquiries} />
              <Figure label={t("figureChats")} figure={item.chats} />
              <Figure label={t("figurePhoneReveals")} figure={item.phone_reveals} />
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-700">{t("figureViewsTotalOnly")}</p>
    </section>
  );
}

function Packages({ packages }: { packages: MemberHome["packages"] }) {
  const { t, lang } = useI18n();
  // The free package's limits on contact apply only while no paid package runs beside it.
  const isFreeOnly = packages.every((p) => p.is_free);
  return (
    <section className={sectionClass} aria-labelledby="home-packages">
      <div className={sectionHeading}>
        <h2 id="home-packages" className="text-lg font-semibold">
          {t("myPackages")}
        </h2>
        <Link to={subscriptionPlanPath("/user")} className={buttonClass}>
          {t("renewPackage")}
        </Link>
      </div>
      {packages.length === 0 ? <p className="mt-3 text-slate-700">{t("noActivePackage")}</p> : null}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="home-packages">
        {packages.map((p) => (
          <li key={p.user_package_id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">{p.name}</p>
            <p className="text-sm text-slate-700">{t("packageEndsOn", { date: formatDate(p.ends_at, lang) })}</p>
            <ul className="mt-2 grid gap-1 text-sm">
              {p.usage.map((u) => (
                <li key={u.type} className="flex justify-between gap-2">
                  <span>{t(`packageFeature_${u.type}`)}</span>
                  <span className="font-medium">
                    {u.unlimited ? t("packageUsedUnlimited", { used: u.used }) : t("packageUsedOf", { used: u.used, limit: u.limit ?? 0 })}
                  </span>
                </li>
              ))}
            </ul>
            {p.is_free && isFreeOnly ? <p className="mt-2 text-sm text-slate-700">{t("freePackageHint")}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentChats({ chats }: { chats: MemberHome["chats"] }) {
  const { t } = useI18n();
  return (
    <section className={sectionClass} aria-labelledby="home-chats">
      <div className={sectionHeading}>
        <h2 id="home-chats" className="text-lg font-semibold">
          {t("recentMessages")}
        </h2>
        <Link to="/user/chat" className={moreLink}>
          {t("viewAll")}
        </Link>
      </div>
      {chats.items.length === 0 ? <p className="mt-3 text-slate-700">{t("chatEmpty")}</p> : null}
      <ul className="mt-2 grid gap-1" data-testid="home-chats">
        {chats.items.map((chat) => (
          <li key={chat.conversation_id}>
            <ChatSummaryLink chat={chat} className="block rounded-lg px-2 py-2 hover:bg-slate-100" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentLeads({ leads }: { leads: MemberHome["leads"] }) {
  const { t, lang } = useI18n();
  return (
    <section className={sectionClass} aria-labelledby="home-leads">
      <div className={sectionHeading}>
        <h2 id="home-leads" className="text-lg font-semibold">
          {t("myLeads")}
        </h2>
        <Link to="/user/leads" className={moreLink}>
          {t("viewAll")}
        </Link>
      </div>
      {leads.items.length === 0 ? <p className="mt-3 text-slate-700">{t("leadsEmpty")}</p> : null}
      <ul className="mt-2 grid gap-2" data-testid="home-leads">
        {leads.items.map((lead) => (
          <li key={lead.id} className="rounded-lg px-2 py-1">
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold">{lead.name}</span>
              <span className="text-sm text-slate-700">
                {t(`leadState_${lead.state}`)} · {formatDate(lead.created_at, lang, "dateTime")}
              </span>
            </p>
            {lead.property ? <p className="truncate text-sm text-slate-700">{lead.property.title}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function MemberHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { listings, packages, chats, leads, saved } = loaderData;
  const isSeller = listings.total > 0;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("myAccount")}</h1>
      <p className="mt-1 text-slate-700">{loaderData.name}</p>
      <div className="mt-5">
        <MemberNav isStaff={loaderData.isStaff} />
      </div>
      {isSeller ? (
        <ListingFigures listings={listings} />
      ) : (
        <section className={sectionClass} aria-labelledby="home-listings">
          <h2 id="home-listings" className="text-lg font-semibold">
            {t("myListings")}
          </h2>
          <p className="mt-2 text-slate-700">{t("noListingsYetInvite")}</p>
          <Link to="/user/properties/new" className={`mt-3 ${buttonClass}`}>
            {t("postListing")}
          </Link>
        </section>
      )}
      <Packages packages={packages} />
      <div className="grid gap-x-6 lg:grid-cols-2">
        <RecentChats chats={chats} />
        <RecentLeads leads={leads} />
      </div>
      <section className={sectionClass} aria-labelledby="home-saved">
        <div className={sectionHeading}>
          <h2 id="home-saved" className="text-lg font-semibold">
            {t("myFavourites")} <span className="text-sm font-normal text-slate-700">({saved.total})</span>
          </h2>
          <Link to="/user/favourites" className={moreLink}>
            {t("viewAll")}
          </Link>
        </div>
        {saved.items.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("noFavouritesYet")}</p>
        ) : (
          <div className="mt-3">
            <PropertyGrid properties={saved.items} />
          </div>
        )}
      </section>
    </main>
  );
}
