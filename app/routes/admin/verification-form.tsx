import { useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/verification-form";
import { Field, FormMessage, buttonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { verificationFieldKinds } from "../../modules/verification/verification-vocabulary.ts";
import { listFormFields, removeFormField, saveFormField } from "../../modules/verification/manage-form-fields.server.ts";
import { formFieldSchema, optionLines, parseOptionLines } from "../../modules/verification/verification-form-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** Admin only: the agent verification form's fields, in order, with a form to add or change one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const fields = await listFormFields(services.db);
  const editId = Number(new URL(request.url).searchParams.get("edit")) || null;
  const editing = fields.find((field) => field.id === editId) ?? null;
  return {
    title: translate(lang, "verificationFormBuilder"),
    fields: fields.map((field) => ({
      id: field.id,
      kind: field.kind,
      labelVi: field.labelVi,
      labelEn: field.labelEn,
      isRequired: field.isRequired,
      options: optionLines(field.options),
      sortOrder: field.sortOrder,
    })),
    editingId: editing?.id ?? null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction(
    { request, context },
    async ({ input, lang }) => {
      if (input.intent === "remove") {
        const { id } = z.object({ id: idInput() }).parse(input);
        await removeFormField(services.db, { actor, id });
        return { ok: true as const, message: translate(lang, "verificationFieldRemoved"), errors: {} as Record<string, string> };
      }
      const { intent: _intent, options, ...rest } = input;
      const field = formFieldSchema.parse({
        is_required: "0",
        ...rest,
        options: typeof options === "string" ? parseOptionLines(options) : undefined,
      });
      await saveFormField(services.db, { actor, field });
      return { ok: true as const, message: translate(lang, "verificationFieldSaved"), errors: {} as Record<string, string> };
    },
    { fieldName: (field) => (field.startsWith("options") ? "options" : field) },
  );
}

export default function VerificationFormBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const editing = loaderData.fields.find((field) => field.id === loaderData.editingId);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errors = failed?.errors ?? {};
  const typed = failed && "values" in failed && failed.values.intent !== "remove" ? failed.values : undefined;
  const value = (name: string, saved: string | number | undefined) => typed?.[name] ?? (saved === undefined ? undefined : String(saved));
  const formKey = `${editing?.id ?? "new"}-${actionData?.ok ? actionData.message : ""}`;
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{t("verificationFormBuilder")}</h1>
      <p className="mt-1 text-sm text-slate-700">{t("verificationFormBuilderHelp")}</p>
      <div className="mt-3">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <h2 className="mt-6 text-lg font-semibold">
        {t("verificationFields")} ({loaderData.fields.length})
      </h2>
      {loaderData.fields.length === 0 ? <p className="mt-2 text-slate-700">{t("verificationNoFieldsStaff")}</p> : null}
      <ol className="mt-3 space-y-2">
        {loaderData.fields.map((field) => (
          <li key={field.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">
                {field.labelVi} / {field.labelEn}
              </p>
              <p className="text-sm text-slate-600">
                {t(`verificationFieldKind_${field.kind}`)} · {field.isRequired ? t("required") : t("optional")} · {t("sortOrder")}{" "}
                {field.sortOrder}
                {field.options ? ` · ${field.options.split("\n").join(", ")}` : ""}
              </p>
            </div>
            <Link to={`/admin/verification-form?edit=${field.id}`} className="underline" aria-label={`${t("edit")}: ${field.labelVi}`}>
              {t("edit")}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={field.id} />
              <button
                type="submit"
                disabled={busy}
                className="min-h-11 rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800"
                aria-label={`${t("remove")}: ${field.labelVi}`}
              >
                {t("remove")}
              </button>
            </Form>
          </li>
        ))}
      </ol>

      <Form key={formKey} method="post" className="mt-8 max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-4" noValidate>
        <h2 className="text-lg font-semibold">{editing ? t("editVerificationField") : t("addVerificationField")}</h2>
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div>
          <label htmlFor="field-kind" className="block text-sm font-medium text-slate-800">
            {t("verificationFieldKind")}
          </label>
          <select
            id="field-kind"
            name="kind"
            defaultValue={value("kind", editing?.kind) ?? "text"}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            {verificationFieldKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`verificationFieldKind_${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t("fieldLabelVi")}
          name="label_vi"
          defaultValue={value("label_vi", editing?.labelVi)}
          error={errors.label_vi}
          maxLength={200}
        />
        <Field
          label={t("fieldLabelEn")}
          name="label_en"
          defaultValue={value("label_en", editing?.labelEn)}
          error={errors.label_en}
          maxLength={200}
        />
        <div>
          <label htmlFor="field-options" className="block text-sm font-medium text-slate-800">
            {t("fieldOptions")}
          </label>
          <textarea
            id="field-options"
            name="options"
            rows={4}
            defaultValue={value("options", editing?.options)}
            aria-describedby={`field-options-hint${errors.options ? " field-options-error" : ""}`}
            aria-invalid={errors.options ? true : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          <p id="field-options-hint" className="mt-1 text-xs text-slate-600">
            {t("fieldOptionsHint")}
          </p>
          {errors.options ? (
            <p id="field-options-error" className="mt-1 text-sm text-red-700">
              {errors.options}
            </p>
          ) : null}
        </div>
        <Field
          label={t("sortOrder")}
          name="sort_order"
          inputMode="numeric"
          defaultValue={value("sort_order", editing?.sortOrder ?? loaderData.fields.length)}
          error={errors.sort_order}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="is_required"
            value="1"
            defaultChecked={typed ? typed.is_required === "1" : (editing?.isRequired ?? false)}
            className="size-5"
          />
          {t("fieldIsRequired")}
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={`${buttonClass} min-h-11`}>
            {t("saveField")}
          </button>
          {editing ? (
            <Link to="/admin/verification-form" className="inline-flex min-h-11 items-center underline">
              {t("cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
    </main>
  );
}
