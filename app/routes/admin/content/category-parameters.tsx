import { z } from "zod";
import { useNavigation } from "react-router";
import type { Route } from "./+types/category-parameters";
import { buttonClass, FormMessage, secondaryButtonClass } from "../../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../../lib/app-context.server.ts";
import { formAction } from "../../../lib/form-errors.server.ts";
import { requireStaff } from "../../../lib/guards.server.ts";
import { translate } from "../../../lib/i18n/index.ts";
import { Form, Link } from "../../../lib/i18n/link.tsx";
import { useI18n } from "../../../lib/i18n/react.tsx";
import { idInput } from "../../../lib/input-schemas.ts";
import { titleWithSite } from "../../../lib/seo/page-title.ts";
import { changeCategoryParameters, listCategoryParameters } from "../../../modules/categories/category-parameters.server.ts";

function categoryIdFrom(params: { id?: string }): number {
  const parsed = idInput().safeParse(params.id);
  if (!parsed.success) throw new Response(null, { status: 404 });
  return parsed.data;
}

/** The parameters a category's listings fill in, in order: add, take off, move up or down. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request);
  const result = await listCategoryParameters(services.db, { actor, categoryId: categoryIdFrom(params), lang });
  return { ...result, title: translate(lang, "staffCategoryParametersTitle", { category: result.category }) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const changeSchema = z.object({
  parameterId: idInput("staffChooseParameter"),
  change: z.enum(["attach", "detach", "up", "down"]),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  const categoryId = categoryIdFrom(params);
  return formAction({ request, context }, async ({ input, lang }) => {
    const { parameterId, change } = changeSchema.parse(input);
    await changeCategoryParameters(services.db, { actor, categoryId, parameterId, change });
    return { ok: true as const, message: translate(lang, "staffSaved") };
  });
}

export default function CategoryParameters({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const { attached, available } = loaderData;
  return (
    <main className="pb-10">
      <p>
        <Link to="/admin/content/categories" className="text-sm text-brand-700 underline">
          ← {t("staffCategories")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("staffCategoryParametersIntro")}</p>
      <div className="mt-4" aria-live="polite">
        <FormMessage message={actionData?.message} tone={actionData?.ok ? "success" : "error"} />
      </div>
      {attached.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("staffEmpty")}</p>
      ) : (
        <ol className="mt-4 grid gap-3" data-testid="category-parameters">
          {attached.map((parameter, index) => (
            <li
              key={parameter.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div>
                <p className="font-semibold">{parameter.name}</p>
                <p className="text-sm text-slate-700">
                  {t(`staffParameterKind_${parameter.kind}`)}
                  {parameter.isRequired ? ` · ${t("staffParameterRequired")}` : ""}
                </p>
              </div>
              <Form method="post" className="flex flex-wrap gap-1">
                <input type="hidden" name="parameterId" value={parameter.id} />
                <button
                  type="submit"
                  name="change"
                  value="up"
                  className={secondaryButtonClass}
                  disabled={busy || index === 0}
                  aria-label={t("moveUp", { name: parameter.name })}
                >
                  ↑
                </button>
                <button
                  type="submit"
                  name="change"
                  value="down"
                  className={secondaryButtonClass}
                  disabled={busy || index === attached.length - 1}
                  aria-label={t("moveDown", { name: parameter.name })}
                >
                  ↓
                </button>
                <button type="submit" name="change" value="detach" className={secondaryButtonClass} disabled={busy}>
                  {t("staffDetach")}
                  <span className="sr-only">: {parameter.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      {available.length ? (
        <Form method="post" className="mt-6 flex max-w-xl flex-wrap items-end gap-2">
          <input type="hidden" name="change" value="attach" />
          <div className="min-w-0 flex-1">
            <label htmlFor="attach-parameter" className="block text-sm font-medium text-slate-800">
              {t("staffAttachParameter")}
            </label>
            <select
              id="attach-parameter"
              name="parameterId"
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
              required
            >
              <option value="">{t("staffChoose")}</option>
              {available.map((parameter) => (
                <option key={parameter.id} value={parameter.id}>
                  {parameter.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass} disabled={busy}>
            {t("staffAttach")}
          </button>
        </Form>
      ) : null}
      <p className="mt-6">
        <Link to="/admin/content/parameters" className="text-brand-700 underline">
          {t("staffParametersAll")}
        </Link>
      </p>
    </main>
  );
}
