import { redirect, useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/profile";
import { Field, FormMessage, buttonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { cookieHeaders } from "../../lib/cookie-headers.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { flagInput } from "../../lib/input-schemas.ts";
import { endSession } from "../../modules/auth/session.server.ts";
import { assertDemoAllows } from "../../modules/settings/demo-mode.server.ts";
import { profileSchema } from "../../modules/users/account-schemas.ts";
import { isProfileComplete } from "../../modules/users/assert-profile-complete.ts";
import { deleteUser } from "../../modules/users/delete-user.server.ts";
import { getUser } from "../../modules/users/get-user.server.ts";
import { toSpecUser } from "../../modules/users/spec-user.ts";
import { updateProfile } from "../../modules/users/update-profile.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { PlaceFields } from "../../components/location/place-fields.tsx";
import { listCityWards } from "../../modules/places/list-city-wards.server.ts";
import { wardOptions } from "../../modules/places/ward-options.ts";
import { tileSettingsOf } from "../../lib/location/tile-settings.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const [user, wards] = await Promise.all([
    getUser(services.db, actor.id),
    listCityWards(services.db, { limit: 5000, offset: 0, includeEmpty: true }),
  ]);
  return {
    title: translate(lang, "myProfile"),
    user: toSpecUser(user, (key) => services.storage.url(key)),
    wardCode: user.wardCode ?? "",
    wards: wardOptions(
      wards.items.map((w) => ({ code: w.code, name: w.city })),
      lang,
    ),
    tiles: tileSettingsOf(services.env),
    isComplete: isProfileComplete(user),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction(
    { request, context },
    async ({ input, lang }) => {
      if (input.intent === "delete") {
        await assertDemoAllows(services.db, actor, "POST delete_user");
        const { confirm } = z.object({ confirm: flagInput.optional() }).parse(input);
        await deleteUser(services, { actor, confirm: confirm ?? false });
        const { setCookies } = await endSession(services, request.headers);
        return redirect("/login?notice=accountDeleted", { headers: cookieHeaders(setCookies) });
      }
      await assertDemoAllows(services.db, actor, "POST update_profile");
      const { intent: _intent, ...fields } = input;
      const changes = profileSchema.parse({ notification: "0", alert_email: "0", ...fields });
      const { emailChanged } = await updateProfile(services, { actor, changes, lang });
      if (emailChanged && changes.email) return redirect(`/register?verify=${encodeURIComponent(changes.email)}`);
      return { ok: true as const, intent: "save", message: translate(lang, "profileUpdated"), errors: {} as Record<string, string> };
    },
    { extra: ({ input }) => ({ intent: String(input.intent ?? "save") }) },
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { user } = loaderData;
  const saveResult = actionData?.intent === "save" ? actionData : undefined;
  const deleteResult = actionData?.intent === "delete" ? actionData : undefined;
  const errors = saveResult?.errors ?? {};
  const text = (name: keyof typeof user, label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} name={name} defaultValue={String(user[name] ?? "")} error={errors[name]} {...extra} />
  );
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("myProfile")}</h1>
      <p className="mt-2 text-sm">
        <Link to="/user/personalise-feed" className="font-medium text-brand-700 underline">
          {t("personaliseFeed")}
        </Link>
      </p>
      {!loaderData.isComplete ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("profileIncomplete")}</p>
      ) : null}
      {user.email && !user.email_verified ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("verifyEmailFirst")}{" "}
          <Link to={`/register?verify=${encodeURIComponent(user.email)}`} className="font-medium underline">
            {t("verify")}
          </Link>
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        noValidate
      >
        <input type="hidden" name="intent" value="save" />
        <FormMessage tone={saveResult?.ok ? "success" : "error"} message={saveResult?.message} />
        <div className="flex items-center gap-4">
          {user.profile ? (
            <img src={user.profile} alt={t("profilePhoto")} width={80} height={80} className="size-20 rounded-full object-cover" />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-slate-200 text-2xl font-bold text-slate-600"
            >
              {user.name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <Field
            label={t("profilePhoto")}
            name="profile"
            type="file"
            accept="image/jpeg,image/png"
            hint={t("photoHint")}
            error={errors.profile}
            className="flex-1"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", t("name"), { required: true, autoComplete: "name" })}
          {text("email", t("email"), { type: "email", autoComplete: "email" })}
          {text("mobile", t("phone"), { type: "tel", autoComplete: "tel" })}
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-slate-800">{t("location")}</legend>
            <div className="mt-2">
              <PlaceFields
                wards={loaderData.wards}
                wardCode={loaderData.wardCode}
                wardId="profile-ward"
                latitude={user.latitude ? String(user.latitude) : undefined}
                longitude={user.longitude ? String(user.longitude) : undefined}
                errors={errors}
                tiles={loaderData.tiles}
                addressField="address"
                address={text("address", t("address"), { autoComplete: "street-address" })}
                selectClassName="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
                labelClassName="block text-sm font-medium text-slate-800"
              />
            </div>
          </fieldset>
          {text("country", t("country"), { autoComplete: "country-name" })}
          {text("facebook_id", "Facebook", { type: "url" })}
          {text("twiiter_id", "X (Twitter)", { type: "url" })}
          {text("instagram_id", "Instagram", { type: "url" })}
          {text("youtube_id", "YouTube", { type: "url" })}
        </div>
        <div>
          <label htmlFor="about_me" className="block text-sm font-medium text-slate-800">
            {t("aboutMe")}
          </label>
          <textarea
            id="about_me"
            name="about_me"
            rows={4}
            defaultValue={user.about_me}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="notification" value="1" defaultChecked={user.notification === 1} className="size-6 shrink-0" />
          {t("receiveNotifications")}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="alert_email" value="1" defaultChecked={user.alert_email === 1} className="size-6 shrink-0" />
          {t("alertEmail")}
        </label>
        <button type="submit" className={buttonClass} disabled={busy}>
          {t("saveProfile")}
        </button>
      </Form>

      <section aria-labelledby="delete-account" className="mt-10 rounded-xl border border-red-200 bg-red-50/40 p-5">
        <h2 id="delete-account" className="text-lg font-semibold text-red-800">
          {t("deleteAccount")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("deleteAccountText")}</p>
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="delete" />
          <FormMessage tone="error" message={deleteResult && !deleteResult.ok ? deleteResult.message : undefined} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="1" required className="size-6 shrink-0" />
            {t("deleteAccountConfirm")}
          </label>
          <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800" disabled={busy}>
            {t("deleteAccount")}
          </button>
        </Form>
      </section>
    </main>
  );
}
