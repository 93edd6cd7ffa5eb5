import { useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/duplicates";
import { FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { formatPrice } from "../../lib/format/format-amount.ts";
import { requireStaff, type StaffRole } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { decideDuplicate } from "../../modules/moderation/decide-duplicate.server.ts";
import { listDuplicateCandidates } from "../../modules/moderation/list-duplicate-candidates.server.ts";
import type { PropertyDetail } from "../../modules/properties/property-detail-view.server.ts";
import { getMoneyDisplay } from "../../modules/settings/get-shell-settings.server.ts";

/** Moderators decide duplicates as well as admins. */
const moderators: StaffRole[] = ["moderator"];

/** The likely duplicates waiting for a moderator, each pair side by side (docs/product.md, "Duplicate listings"). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request, moderators);
  const listing = Number(new URL(request.url).searchParams.get("listing"));
  const listingId = Number.isSafeInteger(listing) && listing > 0 ? listing : undefined;
  const [page, money] = await Promise.all([
    listDuplicateCandidates(services, { limit: 30, offset: 0, lang, listingId }),
    getMoneyDisplay(services.db),
  ]);
  const side = (d: PropertyDetail) => ({
    id: d.id,
    title: d.title,
    url: `/properties-details/${d.slug_id}`,
    image: d.title_image,
    gallery: d.gallery_images.slice(0, 3).map((g) => g.image),
    photos: (d.title_image ? 1 : 0) + d.gallery_images.length,
    facts: [
      { label: translate(lang, "price"), value: formatPrice(d.price, money, lang) },
      { label: translate(lang, "areaLabel"), value: d.area ? `${d.area} m²` : "—" },
      { label: translate(lang, "ward"), value: d.ward?.name ?? "—" },
      { label: translate(lang, "owner"), value: d.customer?.name ?? "—" },
      { label: translate(lang, "submittedOn"), value: formatDate(d.created_at, lang) },
    ],
  });
  return {
    title: translate(lang, "duplicatesQueue"),
    total: page.total,
    pairs: page.items.map((p) => ({
      id: p.id,
      score: p.score,
      reasons: p.reasons.map((r) => translate(lang, `duplicateReason_${r}`)),
      listing: side(p.listing),
      original: side(p.original),
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const decisionSchema = z.object({
  id: idInput(),
  decision: z.enum(["merge", "reject", "allow"]),
  reason: z.string().max(500).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request, moderators);
  return formAction({ request, context }, async ({ input: form, lang }) => {
    const input = decisionSchema.parse(form);
    await decideDuplicate(services, { actor, id: input.id, decision: input.decision, reason: input.reason });
    return { ok: true as const, message: translate(lang, "decisionSaved"), errors: {} as Record<string, string> };
  });
}

type Side = Route.ComponentProps["loaderData"]["pairs"][number]["listing"];

function ListingSide({ heading, side }: { heading: string; side: Side }) {
  const { t } = useI18n();
  return (
    <section aria-label={`${heading}: ${side.title}`} className="min-w-0 flex-1 rounded-lg border border-slate-200 p-3">
      <h4 className="text-sm font-semibold text-slate-700">{heading}</h4>
      <p className="mt-1 font-semibold break-words">
        <Link to={side.url} className="underline">
          {side.title}
        </Link>{" "}
        <span className="text-sm font-normal text-slate-700">#{side.id}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {side.image ? <img src={side.image} alt="" width={160} height={120} className="h-28 w-40 rounded object-cover" /> : null}
        {side.gallery.map((src) => (
          <img key={src} src={src} alt="" width={80} height={60} className="h-14 w-20 rounded object-cover" />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-700">{t("photoCount", { count: side.photos })}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {side.facts.map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-slate-700">{f.label}</dt>
            <dd className="font-medium break-words">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function Duplicates({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to="/admin/moderation" className="underline">
          {t("moderationQueue")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        {t("duplicatesQueue")} ({loaderData.total})
      </h1>
      <p className="mt-1 text-sm text-slate-700">{t("duplicatesQueueIntro")}</p>
      <div className="mt-3">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {loaderData.pairs.length === 0 ? <p className="mt-4 text-slate-700">{t("duplicatesQueueEmpty")}</p> : null}
      <ul className="mt-4 space-y-4">
        {loaderData.pairs.map((pair) => (
          <li key={pair.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="duplicate-pair">
            <article aria-labelledby={`pair-${pair.id}`}>
              <h2 id={`pair-${pair.id}`} className="text-lg font-semibold">
                {t("duplicatePairHeading", { id: pair.id, score: pair.score })}
              </h2>
              <h3 className="mt-1 text-sm font-medium">{t("duplicateReasons")}</h3>
              <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                {pair.reasons.map((reason) => (
                  <li key={reason} className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                    {reason}
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex flex-col gap-3 md:flex-row">
                <ListingSide heading={t("newerListing")} side={pair.listing} />
                <ListingSide heading={t("originalListing")} side={pair.original} />
              </div>
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                <input type="hidden" name="id" value={pair.id} />
                <div>
                  <label htmlFor={`reason-${pair.id}`} className="block text-xs font-medium">
                    {t("duplicateDecisionReason")}
                  </label>
                  <input id={`reason-${pair.id}`} name="reason" className="mt-1 rounded-lg border border-slate-300 px-2 py-1 text-sm" />
                </div>
                <button
                  type="submit"
                  name="decision"
                  value="merge"
                  disabled={busy}
                  className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white"
                  aria-label={`${t("mergeDuplicate")}: #${pair.listing.id}`}
                >
                  {t("mergeDuplicate")}
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="reject"
                  disabled={busy}
                  className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white"
                  aria-label={`${t("rejectDuplicate")}: #${pair.listing.id}`}
                >
                  {t("rejectDuplicate")}
                </button>
                <button
                  type="submit"
                  name="decision"
                  value="allow"
                  disabled={busy}
                  className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white"
                  aria-label={`${t("allowDuplicate")}: #${pair.listing.id}`}
                >
                  {t("allowDuplicate")}
                </button>
              </Form>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
