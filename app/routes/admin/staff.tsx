import { useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff";
import { buttonClass, Field, FormMessage } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { staffRoles } from "../../lib/roles.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { changeStaffRole } from "../../modules/users/change-staff-role.server.ts";
import { inviteStaff } from "../../modules/users/invite-staff.server.ts";
import { listStaff } from "../../modules/users/list-staff.server.ts";
import { setUserActive } from "../../modules/users/set-user-active.server.ts";
import { inviteStaffSchema, staffRoleSchema } from "../../modules/users/staff-schemas.ts";

/** Staff accounts (admins only): invite by e-mail, change a role, deactivate or reactivate. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireStaff(context, request);
  return { title: translate(lang, "staffAccounts"), actorId: actor.id, staff: await listStaff(services.db) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const activeSchema = z.object({ user_id: idInput() });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ input, lang }) => {
    const intent = z.enum(["invite", "role", "deactivate", "reactivate"]).parse(input.intent);
    if (intent === "invite") {
      const fields = inviteStaffSchema.parse(input);
      await inviteStaff(services, { actor, ...fields });
      return { ok: true as const, intent, message: translate(lang, "staffInvited") };
    }
    if (intent === "role") {
      const fields = staffRoleSchema.parse(input);
      await changeStaffRole(services.db, { actor, userId: fields.user_id, role: fields.role });
      return { ok: true as const, intent, message: translate(lang, "staffRoleChanged") };
    }
    const { user_id } = activeSchema.parse(input);
    await setUserActive(services, { actor, userId: user_id, active: intent === "reactivate" });
    return { ok: true as const, intent, message: translate(lang, intent === "reactivate" ? "userReactivated" : "userDeactivated") };
  });
}

const roleLabel = { admin: "roleAdmin", moderator: "roleModerator", user: "roleUser" } as const;
const selectClass = "rounded-lg border border-slate-300 px-2 py-1.5";

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const inviteFailed = failed && failed.values.intent === "invite" ? failed : undefined;
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">
        {t("staffAccounts")} <span className="text-base font-normal text-slate-600">({loaderData.staff.length})</span>
      </h1>
      <div className="mt-3" aria-live="polite">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <section aria-labelledby="invite-heading" className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="invite-heading" className="text-lg font-semibold">
          {t("inviteStaff")}
        </h2>
        <Form
          method="post"
          aria-labelledby="invite-heading"
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
          key={actionData?.ok && actionData.intent === "invite" ? "sent" : "form"}
        >
          <input type="hidden" name="intent" value="invite" />
          <Field
            label={t("email")}
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={inviteFailed?.values.email}
            error={inviteFailed?.errors.email}
          />
          <Field label={t("name")} name="name" required defaultValue={inviteFailed?.values.name} error={inviteFailed?.errors.name} />
          <div>
            <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
              {t("role")}
            </label>
            <select
              id="invite-role"
              name="role"
              defaultValue={inviteFailed?.values.role ?? "moderator"}
              className={`mt-1 ${selectClass} py-2`}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t(roleLabel[role])}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass} disabled={busy}>
            {t("sendInvitation")}
          </button>
        </Form>
      </section>
      {loaderData.staff.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("staffAccountsEmpty")}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {loaderData.staff.map((member) => {
            const isSelf = member.id === loaderData.actorId;
            return (
              <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-semibold break-words">{member.name}</p>
                  <p className="text-sm break-all text-slate-700">{member.email}</p>
                  <p className="text-sm text-slate-700">
                    {t(roleLabel[member.role])} · {member.is_active ? t("active") : t("deactivated")}
                  </p>
                </div>
                {isSelf ? null : (
                  <>
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="user_id" value={member.id} />
                      <label htmlFor={`role-${member.id}`} className="sr-only">
                        {`${t("changeRole")}: ${member.name}`}
                      </label>
                      <select id={`role-${member.id}`} name="role" defaultValue={member.role} className={selectClass}>
                        {(["moderator", "admin", "user"] as const).map((role) => (
                          <option key={role} value={role}>
                            {t(roleLabel[role])}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        disabled={busy}
                        aria-label={`${t("saveRole")}: ${member.name}`}
                        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
                      >
                        {t("saveRole")}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="user_id" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={member.is_active ? "deactivate" : "reactivate"}
                        disabled={busy}
                        aria-label={`${member.is_active ? t("deactivate") : t("reactivate")}: ${member.name}`}
                        className={`rounded-md px-3 py-1.5 text-sm font-medium text-white ${member.is_active ? "bg-red-700" : "bg-emerald-700"}`}
                      >
                        {member.is_active ? t("deactivate") : t("reactivate")}
                      </button>
                    </Form>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
