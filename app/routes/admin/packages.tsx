import { useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/packages";
import { Field, FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { PriceField } from "../../components/ui/form-field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { deletePackage } from "../../modules/packages/delete-package.server.ts";
import { listStaffPackages } from "../../modules/packages/list-staff-packages.server.ts";
import { limitedFeatureTypes } from "../../modules/packages/package-features.ts";
import { limitModes, packageDraftSchema } from "../../modules/packages/package-schemas.ts";
import { savePackage } from "../../modules/packages/save-package.server.ts";
import { setPackageActive } from "../../modules/packages/set-package-active.server.ts";
import type { StaffPackageView } from "../../modules/packages/staff-package-view.ts";

const flagFeatures = ["mortgage_calculator_detail", "premium_properties", "project_access"] as const;

/** Admin: every package with its terms; create, edit, take off sale, delete one nobody used. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const rows = await listStaffPackages(services.db);
  const editId = Number(new URL(request.url).searchParams.get("edit")) || null;
  return { title: translate(lang, "adminPackages"), rows, editing: rows.find((row) => row.id === editId) ?? null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const rowActionSchema = z.object({ id: idInput() });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ input, lang }) => {
    const ok = (key: string) => ({ ok: true as const, intent: String(input.intent ?? ""), message: translate(lang, key) });
    switch (input.intent) {
      case "deactivate":
      case "activate": {
        const { id } = rowActionSchema.parse(input);
        await setPackageActive(services.db, { actor, packageId: id, isActive: input.intent === "activate" });
        return ok(input.intent === "activate" ? "packageActivated" : "packageDeactivated");
      }
      case "delete": {
        const { id } = rowActionSchema.parse(input);
        await deletePackage(services.db, { actor, packageId: id });
        return ok("packageDeleted");
      }
      default: {
        const draft = packageDraftSchema.parse(input);
        await savePackage(services.db, { actor, draft });
        return ok("packageSaved");
      }
    }
  });
}

function limitText(row: StaffPackageView, type: (typeof limitedFeatureTypes)[number], t: (key: string) => string): string | null {
  const mode = row[`${type}_mode`];
  if (mode === "off") return null;
  return `${t(`packageFeature_${type}`)}: ${mode === "unlimited" ? t("packageUnlimited") : String(row[`${type}_limit`])}`;
}

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const busy = useNavigation().state === "submitting";
  const editing = loaderData.editing;
  const failed = actionData && !actionData.ok ? actionData : null;
  const saved = actionData?.ok && actionData.intent === "save";
  // After a failed save the form shows what was typed; otherwise the package being edited, or a blank one.
  const value = (name: string, fallback: string | number | null | undefined): string =>
    failed ? (failed.values[name] ?? "") : fallback === null || fallback === undefined ? "" : String(fallback);
  const checked = (name: string, fallback: boolean): boolean => (failed ? Boolean(failed.values[name]) : fallback);
  const error = (name: string): string | undefined => failed?.errors[name];
  const formKey = `${editing?.id ?? "new"}-${saved ? "saved" : ""}-${failed ? "failed" : ""}`;

  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{t("adminPackages")}</h1>
      <div className="mt-3">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>

      <section aria-labelledby="packages-heading" className="mt-6">
        <h2 id="packages-heading" className="text-xl font-semibold">
          {t("adminPackages")} <span className="text-base font-normal text-slate-600">({loaderData.rows.length})</span>
        </h2>
        {loaderData.rows.length === 0 ? <p className="mt-2 text-slate-700">{t("packagesEmpty")}</p> : null}
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {loaderData.rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <article aria-labelledby={`package-${row.id}`}>
                <h3 id={`package-${row.id}`} className="font-semibold break-words">
                  {lang === "vi" ? row.name : row.name_en || row.name}
                </h3>
                <p className="text-sm text-slate-700">
                  {row.price === 0 ? t("free") : money.amount(row.price)} · {t("packageDays", { days: row.duration })} ·{" "}
                  <span className={row.is_active ? "text-emerald-800" : "text-slate-700"}>
                    {row.is_active ? t("packageOnSale") : t("packageOffSale")}
                  </span>
                </p>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
                  {limitedFeatureTypes.map((type) => {
                    const text = limitText(row, type, t);
                    return text ? <li key={type}>{text}</li> : null;
                  })}
                  {flagFeatures.map((type) => (row[type] ? <li key={type}>{t(`packageFeature_${type}`)}</li> : null))}
                </ul>
                <p className="mt-1 text-xs text-slate-600">{t("packageUsage", { holders: row.holders, payments: row.payments })}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to={`?edit=${row.id}#package-form`} className={secondaryButtonClass} aria-label={`${t("edit")}: ${row.name}`}>
                    {t("edit")}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={row.is_active ? "deactivate" : "activate"}
                      disabled={busy}
                      className={secondaryButtonClass}
                      aria-label={`${row.is_active ? t("deactivatePackage") : t("activatePackage")}: ${row.name}`}
                    >
                      {row.is_active ? t("deactivatePackage") : t("activatePackage")}
                    </button>
                  </Form>
                  {row.in_use ? null : (
                    <Form method="post">
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        disabled={busy}
                        className="rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-800"
                        aria-label={`${t("deletePackage")}: ${row.name}`}
                      >
                        {t("deletePackage")}
                      </button>
                    </Form>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="package-form-heading" id="package-form" className="mt-8 max-w-2xl">
        <h2 id="package-form-heading" className="text-xl font-semibold">
          {editing ? `${t("editPackage")}: ${editing.name}` : t("newPackage")}
        </h2>
        {editing ? (
          <p className="mt-1 text-sm">
            <Link to="/admin/packages" className="underline">
              {t("newPackage")}
            </Link>
          </p>
        ) : null}
        <Form method="post" key={formKey} className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="save" />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t("packageNameVi")} name="name" defaultValue={value("name", editing?.name)} error={error("name")} required />
            <Field
              label={t("packageNameEn")}
              name="name_en"
              defaultValue={value("name_en", editing?.name_en)}
              error={error("name_en")}
              required
            />
            <PriceField
              label={t("packagePriceVnd")}
              name="price"
              defaultValue={value("price", editing?.price)}
              error={error("price")}
              required
            />
            <Field
              label={t("packageDurationDays")}
              name="duration"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={value("duration", editing?.duration)}
              error={error("duration")}
              required
            />
            <Field
              label={t("packageSequence")}
              name="sequence"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={value("sequence", editing?.sequence ?? 0)}
              error={error("sequence")}
            />
          </div>
          <fieldset className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold">{t("packageFeatures")}</legend>
            <div className="space-y-4">
              {limitedFeatureTypes.map((type) => (
                <div key={type} className="grid items-end gap-3 sm:grid-cols-2">
                  <div>
                    <label htmlFor={`${type}_mode`} className="block text-sm font-medium text-slate-800">
                      {t(`packageFeature_${type}`)}
                    </label>
                    <select
                      id={`${type}_mode`}
                      name={`${type}_mode`}
                      defaultValue={value(`${type}_mode`, editing?.[`${type}_mode`] ?? "off")}
                      className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
                    >
                      {limitModes.map((mode) => (
                        <option key={mode} value={mode}>
                          {t(`limitMode_${mode}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Field
                    label={`${t("packageLimit")}: ${t(`packageFeature_${type}`)}`}
                    name={`${type}_limit`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    defaultValue={value(`${type}_limit`, editing?.[`${type}_limit`])}
                    error={error(`${type}_limit`)}
                  />
                </div>
              ))}
              {flagFeatures.map((type) => (
                <div key={type} className="flex items-center gap-2">
                  <input
                    id={type}
                    name={type}
                    type="checkbox"
                    value="1"
                    defaultChecked={checked(type, editing?.[type] ?? false)}
                    className="h-5 w-5"
                  />
                  <label htmlFor={type} className="text-sm font-medium text-slate-800">
                    {t(`packageFeature_${type}`)}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <button type="submit" disabled={busy} className={buttonClass}>
            {t("savePackage")}
          </button>
        </Form>
      </section>
    </main>
  );
}
