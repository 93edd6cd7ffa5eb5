import { useEffect } from "react";
import { DeleteWithConfirm, OwnListingRow, ownRowButtonClass } from "../../../components/listings/own-row-actions.tsx";
import { redirect, useNavigation } from "react-router";
import { Form, Link } from "../../../lib/i18n/link.tsx";
import { formatDate } from "../../../lib/format/format-date.ts";
import { listingStateKey } from "../../../lib/properties/listing-state.ts";
import { z } from "zod";
import type { Route } from "./+types/index";
import { GateDialog, type Gate } from "../../../components/listings/gate-dialog.tsx";
import { FormMessage, buttonClass } from "../../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { useMoney } from "../../../components/shell/use-money.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { idInput } from "../../../lib/input-schemas.ts";
import { changePropertyStatus } from "../../../modules/properties/change-property-status.server.ts";
import { deleteProperty } from "../../../modules/properties/delete-property.server.ts";
import { listMyProperties } from "../../../modules/properties/list-my-properties.server.ts";
import { ownerListingStatuses } from "../../../modules/properties/property-schemas.ts";
import { featureListing } from "../../../modules/listings/feature-listing.server.ts";
import { gateForError } from "./+shared/gate.server.ts";
import { requireUser } from "../../../lib/guards.server.ts";
import { MyListingsNav } from "./+shared/my-listings-nav.tsx";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { readChecksParam } from "../../../modules/properties/listing-check-keys.ts";

/** The owner's dashboard: every own listing with its review state, demand and expiry. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const url = new URL(request.url);
  const page = await listMyProperties(services, { actor, limit: 50, offset: 0, lang });
  return {
    title: translate(lang, "myListings"),
    notice: url.searchParams.get("notice"),
    checks: readChecksParam(url.searchParams.get("checks")),
    savedDraft: url.searchParams.get("draft"),
    total: page.total,
    items: page.items.map((p) => ({
      id: p.id,
      slug_id: p.slug_id,
      title: p.title,
      price: p.price,
      property_type: p.property_type,
      category: p.category.category,
      title_image: p.title_image,
      status: p.status,
      request_status: p.request_status,
      reject_reason: p.reject_reason,
      is_expired: p.is_expired,
      expires_at: p.expires_at,
      featured_until: p.featured_until,
      advertisement_status: p.advertisement_status,
      total_views: p.total_views,
      total_likes: p.total_likes,
      total_interested_users: p.total_interested_users,
      phone_reveals: p.phone_reveals,
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const actionInput = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), property_id: idInput(), status: z.enum(ownerListingStatuses, { error: "invalidValue" }) }),
  z.object({ intent: z.literal("delete"), property_id: idInput() }),
  z.object({ intent: z.literal("feature"), property_id: idInput() }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction(
    { request, context },
    async ({ input: form, lang }) => {
      const input = actionInput.parse(form);
      if (input.intent === "status") {
        await changePropertyStatus(services.db, { actor, propertyId: input.property_id, status: input.status });
        return { ok: true as const, message: translate(lang, "statusUpdated"), gate: null as Gate | null };
      }
      if (input.intent === "delete") {
        await deleteProperty(services, { actor, propertyId: input.property_id });
        return { ok: true as const, message: translate(lang, "propertyDeleted"), gate: null as Gate | null };
      }
      await featureListing(services.db, { actor, featureFor: "property", propertyId: input.property_id });
      return redirect("/user/advertisement?notice=advertisementSubmitted");
    },
    {
      recover: (error) => {
        const gate = gateForError(error);
        return gate ? { ok: false as const, message: "", gate } : undefined;
      },
      extra: () => ({ gate: null as Gate | null }),
    },
  );
}

const smallButton = ownRowButtonClass;

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const busy = useNavigation().state === "submitting";
  const notice = loaderData.notice ? t(loaderData.notice) : undefined;
  useEffect(() => {
    if (loaderData.savedDraft)
      window.localStorage.removeItem(loaderData.savedDraft === "new" ? "property-draft:new" : `property-draft:${loaderData.savedDraft}`);
  }, [loaderData.savedDraft]);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {t("myListings")} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
        </h1>
        <Link to="/user/properties/new" className={buttonClass}>
          {t("postListing")}
        </Link>
      </div>
      <MyListingsNav />
      <div className="mt-4 space-y-2">
        <FormMessage tone="success" message={notice} />
        {loaderData.checks.map((key) => (
          <p key={key} role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="listing-check">
            {t(key)}
          </p>
        ))}
        {actionData && !actionData.gate ? <FormMessage tone={actionData.ok ? "success" : "error"} message={actionData.message} /> : null}
      </div>
      {actionData?.gate ? <GateDialog gate={actionData.gate} cancelTo="/user/properties" /> : null}
      {loaderData.items.length === 0 ? <p className="mt-8 text-slate-700">{t("noListingsYet")}</p> : null}
      <ul className="mt-6 space-y-4">
        {loaderData.items.map((p) => {
          const featurable =
            p.request_status === "approved" &&
            p.status === "active" &&
            !p.is_expired &&
            !p.featured_until &&
            p.advertisement_status !== "pending";
          return (
            <OwnListingRow
              key={p.id}
              kind="listing"
              row={p}
              image={p.title_image}
              subtitle={`${p.category} · ${money.price(p.price)}`}
              badges={
                <>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{t(listingStateKey(p))}</span>
                  {p.featured_until ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">{t("featuredBadge")}</span>
                  ) : null}
                </>
              }
              facts={
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-4">
                  <div>
                    <dt className="inline">{t("views")}: </dt>
                    <dd className="inline font-medium">{p.total_views}</dd>
                  </div>
                  <div>
                    <dt className="inline">{t("favourites")}: </dt>
                    <dd className="inline font-medium">{p.total_likes}</dd>
                  </div>
                  <div>
                    <dt className="inline">{t("phoneReveals")}: </dt>
                    <dd className="inline font-medium">{p.phone_reveals}</dd>
                  </div>
                  <div>
                    <dt className="inline">{t("interestedUsers")}: </dt>
                    <dd className="inline font-medium">
                      <Link to={`/user/properties/${p.id}/interested`} className="underline">
                        {p.total_interested_users}
                      </Link>
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">{t("expiresOn")}: </dt>
                    <dd className="inline font-medium">{p.expires_at ? formatDate(p.expires_at, lang) : "—"}</dd>
                  </div>
                </dl>
              }
              actions={
                <>
                  <Link to={`/user/properties/${p.id}/edit`} className={smallButton} aria-label={`${t("edit")}: ${p.title}`}>
                    {t("edit")}
                  </Link>
                  <Link to={`/user/properties/${p.id}/verify`} className={smallButton} aria-label={`${t("verifyListingLink")}: ${p.title}`}>
                    {t("verifyListingLink")}
                  </Link>
                  <Form method="post" className="flex flex-wrap gap-2">
                    <input type="hidden" name="property_id" value={p.id} />
                    <input type="hidden" name="intent" value="status" />
                    {p.status !== "active" ? (
                      <button type="submit" name="status" value="active" className={smallButton} disabled={busy}>
                        {t("makeActive")}
                      </button>
                    ) : (
                      <button type="submit" name="status" value="inactive" className={smallButton} disabled={busy}>
                        {t("makeInactive")}
                      </button>
                    )}
                    {p.property_type === "sell" && p.status !== "sold" ? (
                      <button type="submit" name="status" value="sold" className={smallButton} disabled={busy}>
                        {t("markSold")}
                      </button>
                    ) : null}
                    {p.property_type === "rent" && p.status !== "rented" ? (
                      <button type="submit" name="status" value="rented" className={smallButton} disabled={busy}>
                        {t("markRented")}
                      </button>
                    ) : null}
                  </Form>
                  {featurable ? (
                    <Form method="post">
                      <input type="hidden" name="property_id" value={p.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="feature"
                        className={smallButton}
                        disabled={busy}
                        aria-label={`${t("requestFeature")}: ${p.title}`}
                      >
                        {t("requestFeature")}
                      </button>
                    </Form>
                  ) : null}
                  <DeleteWithConfirm idField="property_id" id={p.id} question={t("deleteListingConfirm")} busy={busy} />
                </>
              }
            />
          );
        })}
      </ul>
    </main>
  );
}
