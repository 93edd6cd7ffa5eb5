import { useNavigation } from "react-router";
import { Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/moderation";
import { DecisionForm } from "../../components/admin/decision-form.tsx";
import { FilterInput, FilterSelect, StaffFilters } from "../../components/admin/staff-filters.tsx";
import { FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff, type StaffRole } from "../../lib/guards.server.ts";
import { translate, translator } from "../../lib/i18n/index.ts";
import { formatPrice } from "../../lib/format/format-amount.ts";
import { formatWhen } from "../../lib/format/format-when.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { getMoneyDisplay } from "../../modules/settings/get-shell-settings.server.ts";
import { listCategories } from "../../modules/categories/list-categories.server.ts";
import { listModerationQueue } from "../../modules/moderation/list-moderation-queue.server.ts";
import { moderateAdvertisement } from "../../modules/moderation/moderate-advertisement.server.ts";
import { moderateListing } from "../../modules/moderation/moderate-listing.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

const kinds = ["property", "project", "advertisement"] as const;

/** Moderators work the queue as well as admins. */
const moderators: StaffRole[] = ["moderator"];

/** The staff queue: pending properties, projects or feature requests, filtered by category and text. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request, moderators);
  const params = new URL(request.url).searchParams;
  const kind = z.enum(kinds).catch("property").parse(params.get("kind"));
  const categoryId = Number(params.get("category_id")) || undefined;
  const search = params.get("search")?.trim() || undefined;
  const [queue, categories, money] = await Promise.all([
    listModerationQueue(services, { kind, categoryId, search, limit: 50, offset: 0, lang }),
    listCategories(services.db, { limit: 100, offset: 0, lang }),
    getMoneyDisplay(services.db),
  ]);
  const now = new Date();
  const t = translator(lang);
  // What staff judge by at a glance: price, owner and the date it was sent, read as people read them.
  const fact = (key: string, value: string | null | undefined) => (value ? [{ label: translate(lang, key), value }] : []);
  const items = queue.items.map((item) => {
    if ("feature_for" in item) {
      const target = item.target;
      return {
        id: item.id,
        title: target?.title ?? "—",
        subtitle: translate(lang, item.feature_for === "property" ? "featureForProperty" : "featureForProject"),
        publicUrl: target
          ? item.feature_for === "property"
            ? `/properties-details/${target.slug_id}`
            : `/project-details/${item.project_id}`
          : null,
        image: target?.image ?? null,
        facts: fact("submittedOn", formatWhen(item.created_at, now, lang, t)),
        warnings: [] as string[],
        hasDuplicates: false,
      };
    }
    const isProject = kind === "project";
    const image = "title_image" in item ? item.title_image : null;
    const facts = [
      ...("price" in item ? fact("price", formatPrice(item.price, money, lang)) : []),
      ...fact("owner", item.customer?.name),
      ...fact("submittedOn", formatWhen(item.created_at, now, lang, t)),
    ];
    return {
      id: item.id,
      title: item.title,
      subtitle: item.category?.category ?? "",
      publicUrl: isProject ? `/project-details/${item.id}` : `/properties-details/${item.slug_id}`,
      image,
      facts,
      // The listing's flags (docs/architecture.md): a likely bait price, likely duplicates, a pin outside its ward.
      warnings:
        "bait_price_percent" in item
          ? [
              ...(item.bait_price_percent !== null ? [translate(lang, "baitPriceWarning", { percent: item.bait_price_percent })] : []),
              ...(item.duplicate_of.length ? [translate(lang, "duplicateWarning", { ids: item.duplicate_of.join(", #") })] : []),
              ...(item.pin_outside_km !== null ? [translate(lang, "pinOutsideWardWarning", { km: item.pin_outside_km })] : []),
            ]
          : [],
      hasDuplicates: "duplicate_of" in item && item.duplicate_of.length > 0,
    };
  });
  return {
    title: translate(lang, "moderationQueue"),
    kind,
    categoryId: categoryId ?? null,
    search: search ?? "",
    total: queue.total,
    items,
    categories: categories.items.map((c) => ({ id: c.id, name: c.category })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const decisionSchema = z.object({
  kind: z.enum(kinds),
  id: idInput(),
  decision: z.enum(["approve", "reject"]),
  reason: z.string().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request, moderators);
  return formAction(
    { request, context },
    async ({ input: form, lang }) => {
      const input = decisionSchema.parse(form);
      if (input.kind === "advertisement")
        await moderateAdvertisement(services, { actor, id: input.id, decision: input.decision, reason: input.reason });
      else await moderateListing(services, { actor, kind: input.kind, id: input.id, decision: input.decision, reason: input.reason });
      return { ok: true as const, message: translate(lang, "decisionSaved"), errors: {} as Record<string, string>, id: input.id };
    },
    { extra: () => ({ id: 0 }) },
  );
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to="/admin" className="underline">
          {t("adminArea")}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{t("moderationQueue")}</h1>
      <p className="mt-1 text-sm">
        <Link to="/admin/duplicates" className="underline">
          {t("duplicatesQueue")}
        </Link>
      </p>
      <StaffFilters>
        <FilterSelect id="kind" name="kind" label={t("queueKind")} defaultValue={loaderData.kind}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`queue_${k}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="category_id" name="category_id" label={t("category")} defaultValue={String(loaderData.categoryId ?? "")}>
          <option value="">{t("allCategories")}</option>
          {loaderData.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </FilterSelect>
        <FilterInput id="queue-search" name="search" label={t("search")} defaultValue={loaderData.search} />
      </StaffFilters>
      <div className="mt-3">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <h2 className="mt-6 text-lg font-semibold">
        {t(`queue_${loaderData.kind}`)} ({loaderData.total})
      </h2>
      {loaderData.items.length === 0 ? <p className="mt-2 text-slate-700">{t("queueEmpty")}</p> : null}
      <ul className="mt-3 space-y-3">
        {loaderData.items.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <article aria-labelledby={`item-${item.id}`} className="flex flex-col gap-3 sm:flex-row">
              {item.image ? <img src={item.image} alt="" width={128} height={96} className="h-24 w-32 rounded object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <h3 id={`item-${item.id}`} className="font-semibold break-words">
                  {item.title}
                </h3>
                <p className="text-sm text-slate-600">{item.subtitle}</p>
                {item.facts.length ? (
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="moderation-facts">
                    {item.facts.map((f) => (
                      <div key={f.label}>
                        <dt className="inline">{f.label}: </dt>
                        <dd className="inline font-medium">{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {item.warnings.length ? (
                  <ul className="mt-1 text-sm font-semibold text-red-800">
                    {item.warnings.map((warning) => (
                      <li key={warning} data-testid="moderation-warning">
                        {warning}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {item.hasDuplicates ? (
                  <Link to={`/admin/duplicates?listing=${item.id}`} className="mr-3 text-sm underline">
                    {t("viewDuplicates")}
                  </Link>
                ) : null}
                {item.publicUrl ? (
                  <Link to={item.publicUrl} className="text-sm underline" aria-label={`${t("viewAsPublic")}: ${item.title}`}>
                    {t("viewAsPublic")}
                  </Link>
                ) : null}
                <DecisionForm id={item.id} subject={item.title} fields={{ kind: loaderData.kind, id: item.id }} busy={busy} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
