import { Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/audit-log";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { auditActionInput, listAuditLog } from "../../modules/audit/list-audit-log.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { PageLinks } from "../../components/discovery/pagination.tsx";
import { FilterInput, FilterSelect, StaffFilters } from "../../components/admin/staff-filters.tsx";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { describeForStaff } from "./audit-log.server.ts";

const entityTypes = ["property", "project", "advertisement", "user", "payment", "report"] as const;
const pageSize = 50;

/** Staff decisions, newest first, filtered by entity type and id, action and actor, fifty a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const entityType = z
    .enum(entityTypes)
    .optional()
    .catch(undefined)
    .parse(params.get("entity_type") || undefined);
  const entityId = Number(params.get("entity_id")) || undefined;
  const action = auditActionInput
    .optional()
    .catch(undefined)
    .parse(params.get("action")?.trim() || undefined);
  const actor = params.get("actor")?.trim().slice(0, 100) || undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const log = await listAuditLog(services.db, { entityType, entityId, action, actor, limit: pageSize, offset: (page - 1) * pageSize });
  return {
    now: new Date().toISOString(),
    title: translate(lang, "auditLog"),
    entityType: entityType ?? "",
    entityId: entityId ?? null,
    action: action ?? "",
    actor: actor ?? "",
    page,
    total: log.total,
    items: describeForStaff(log.items, lang),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

/** The actions staff take, offered as suggestions in the action filter. */
const knownActions = [
  "property",
  "project",
  "user",
  "staff",
  "payment",
  "report",
  "advertisement",
  "property.approve",
  "property.reject",
  "property.edit",
  "property.feature",
  "property.extend",
  "property.delete",
  "project.approve",
  "project.reject",
  "project.edit",
  "project.delete",
  "staff.invite",
  "staff.role",
  "user.deactivate",
  "user.reactivate",
  "user.verification_status",
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  // Codes read through the dictionary; an unknown one shows as it is.
  const label = (key: string, raw: string) => (t(key) === key ? raw : t(key));
  const pages = Math.max(1, Math.ceil(loaderData.total / pageSize));
  const query = (page: number) =>
    `?${new URLSearchParams({
      entity_type: loaderData.entityType,
      entity_id: loaderData.entityId ? String(loaderData.entityId) : "",
      action: loaderData.action,
      actor: loaderData.actor,
      page: String(page),
    })}`;
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to="/admin" className="text-brand-700 underline">
          ← {t("adminArea")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">
        {t("auditLog")} <span className="text-base font-normal text-slate-600">({loaderData.total})</span>
      </h1>
      <StaffFilters>
        <FilterSelect id="audit-entity-type" name="entity_type" label={t("entityType")} defaultValue={loaderData.entityType}>
          <option value="">{t("all")}</option>
          {entityTypes.map((type) => (
            <option key={type} value={type}>
              {t(`entity_${type}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterInput
          id="audit-entity-id"
          name="entity_id"
          label={t("entityId")}
          type="text"
          inputMode="numeric"
          width="w-28"
          defaultValue={String(loaderData.entityId ?? "")}
        />
        <div>
          <FilterInput
            id="audit-action"
            name="action"
            label={t("auditAction")}
            type="text"
            list="audit-actions"
            width="w-48"
            defaultValue={loaderData.action}
          />
          <datalist id="audit-actions">
            {knownActions.map((action) => (
              <option key={action} value={action}>
                {label(`auditAction_${action}`, action)}
              </option>
            ))}
          </datalist>
        </div>
        <FilterInput id="audit-actor" name="actor" label={t("auditWho")} width="w-48" defaultValue={loaderData.actor} />
      </StaffFilters>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("auditLogEmpty")}</p>
      ) : (
        <div
          role="region"
          aria-label={t("auditLog")}
          // axe's scrollable-region-focusable: a region that scrolls takes focus so a keyboard can scroll it.
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white focus:outline-2 focus:outline-brand-600"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("auditLog")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("auditWhen")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("auditWho")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("auditWhat")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("rejectReason")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.items.map((e) => (
                <tr key={e.id} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <StaffTime value={e.created_at} now={loaderData.now} />
                  </td>
                  <td className="px-3 py-2">{e.actor ? `${e.actor.name} (${e.actor.email})` : "—"}</td>
                  <td className="px-3 py-2">
                    <p>
                      <span className="font-medium">{e.summary}</span>
                      {e.subject ? <> {e.subject}</> : null}
                    </p>
                    {e.changes.length > 0 ? (
                      <ul className="mt-1 space-y-0.5 text-slate-700">
                        {e.changes.map((change, i) => (
                          <li key={i} className="break-words">
                            {change.label}: {change.before} → {change.after}
                          </li>
                        ))}
                        {e.more > 0 ? <li>{t("auditMoreChanges", { count: e.more })}</li> : null}
                      </ul>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 break-words">{e.reason ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? <PageLinks page={loaderData.page} pages={pages} hrefFor={query} /> : null}
    </main>
  );
}
