import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/user";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { useMoney } from "../../components/shell/use-money.ts";
import { FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { assignPackage } from "../../modules/packages/assign-package.server.ts";
import { getStaffUser } from "../../modules/users/get-staff-user.server.ts";
import { sendPasswordResetByStaff } from "../../modules/users/send-password-reset.server.ts";
import { setVerificationStatus } from "../../modules/users/set-verification-status.server.ts";

/** Admin: one account with its packages, listings, payments, reports and open sessions, and what staff may do to it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const id = idInput().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const account = await getStaffUser(services.db, { userId: id.data, lang });
  return { title: translate(lang, "userPageHeading", { name: account.user.name }), now: new Date().toISOString(), ...account };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const userPageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("assign-package"), package_id: idInput() }),
  z.object({ intent: z.literal("password-reset") }),
  z.object({ intent: z.literal("verified"), verified: z.enum(["on", "off"]) }),
]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  const userId = idInput().safeParse(params.id);
  if (!userId.success) throw data(null, { status: 404 });
  return formAction({ request, context }, async ({ input, lang }) => {
    const command = userPageActionSchema.parse(input);
    if (command.intent === "assign-package") {
      await assignPackage(services.db, { actor, userId: userId.data, packageId: command.package_id });
      return { ok: true as const, message: translate(lang, "packageAssigned") };
    }
    if (command.intent === "password-reset") {
      await sendPasswordResetByStaff(services, { actor, userId: userId.data });
      return { ok: true as const, message: translate(lang, "passwordResetSent") };
    }
    // The badge is the "verified" verification status; taking it away returns the account to "initial".
    await setVerificationStatus(services.db, { actor, userId: userId.data, status: command.verified === "on" ? "verified" : "initial" });
    return { ok: true as const, message: translate(lang, "verificationStatusUpdated") };
  });
}

const sectionClass = "mt-6 rounded-xl border border-slate-200 bg-white p-4";
const cell = "px-3 py-2";

function Empty() {
  const { t } = useI18n();
  return <p className="mt-2 text-slate-700">{t("userNothingYet")}</p>;
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const { user, now } = loaderData;
  const isVerified = user.verification_status === "verified";
  const reports = (heading: string, id: string, rows: typeof loaderData.reports_filed) => (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={`/properties-details/${r.property_slug}`} className="inline-block min-h-6 text-brand-700 underline">
                {r.property_title}
              </Link>
              <span className="text-sm text-slate-700">
                {t(`reportState_${r.status}`)} · <StaffTime value={r.created_at} now={now} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to="/admin/users" className="inline-block min-h-6 text-brand-700 underline">
          ← {t("users")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{t("userPageHeading", { name: user.name })}</h1>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t("email")}</dt>
        <dd className="break-words">{user.email}</dd>
        <dt className="font-medium text-slate-700">{t("phone")}</dt>
        <dd>{user.phone || "—"}</dd>
        <dt className="font-medium text-slate-700">{t("role")}</dt>
        <dd>{t(user.role === "admin" ? "roleAdmin" : user.role === "moderator" ? "roleModerator" : "roleUser")}</dd>
        <dt className="font-medium text-slate-700">{t("status")}</dt>
        <dd>
          {user.is_active ? t("active") : t("deactivated")} · {t(`auditStatus_${user.verification_status}`)}
        </dd>
        <dt className="font-medium text-slate-700">{t("userJoined")}</dt>
        <dd>{formatDate(user.created_at, lang)}</dd>
      </dl>
      <div className="mt-3" aria-live="polite">
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="user-assign-package" className={sectionClass}>
          <h2 id="user-assign-package" className="text-lg font-semibold">
            {t("assignPackageTo")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("assignPackageHint")}</p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="assign-package" />
            <div className="min-w-0 flex-1">
              <label htmlFor="user-package" className="block text-sm font-medium">
                {t("transactionPackage")}
              </label>
              <select id="user-package" name="package_id" required className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2">
                {loaderData.assignable_packages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} · {money.amount(p.price)} · {t("packageDays", { days: p.duration })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass}>
              {t("assignPackageButton")}
            </button>
          </Form>
        </section>
        <section aria-labelledby="user-password-reset" className={sectionClass}>
          <h2 id="user-password-reset" className="text-lg font-semibold">
            {t("sendPasswordReset")}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-700">{t("passwordResetHint", { email: user.email })}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="password-reset" />
            <button type="submit" className={secondaryButtonClass}>
              {t("sendPasswordReset")}
            </button>
          </Form>
        </section>
        <section aria-labelledby="user-verified" className={sectionClass}>
          <h2 id="user-verified" className="text-lg font-semibold">
            {t("userVerifiedBadge")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t(isVerified ? "verifiedBadgeOn" : "verifiedBadgeOff")}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="verified" />
            <button type="submit" name="verified" value={isVerified ? "off" : "on"} className={secondaryButtonClass}>
              {t(isVerified ? "removeVerifiedBadge" : "giveVerifiedBadge")}
            </button>
          </Form>
        </section>
      </div>

      <section aria-labelledby="user-packages" className={sectionClass}>
        <h2 id="user-packages" className="text-lg font-semibold">
          {t("userPackagesNow")}
        </h2>
        {loaderData.packages.length === 0 ? <p className="mt-2 text-slate-700">{t("userNoPackage")}</p> : null}
        <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="user-packages">
          {loaderData.packages.map((p) => (
            <li key={p.user_package_id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold">{p.name}</p>
              <p className="text-sm text-slate-700">{t("packageEndsOn", { date: formatDate(p.ends_at, lang) })}</p>
              <ul className="mt-2 grid gap-1 text-sm">
                {p.usage.map((u) => (
                  <li key={u.type} className="flex justify-between gap-2">
                    <span>{t(`packageFeature_${u.type}`)}</span>
                    <span className="font-medium">
                      {u.unlimited
                        ? t("packageUsedUnlimited", { used: u.used })
                        : t("packageUsedOf", { used: u.used, limit: u.limit ?? 0 })}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="user-listings" className={sectionClass}>
        <h2 id="user-listings" className="text-lg font-semibold">
          {t("userListings", { count: loaderData.listings.total })}
        </h2>
        {loaderData.listings.items.length === 0 ? (
          <Empty />
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {loaderData.listings.items.map((l) => (
              <li key={l.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/properties-details/${l.slug_id}`} className="inline-block min-h-6 break-words text-brand-700 underline">
                  {l.title}
                </Link>
                <span className="text-sm text-slate-700">
                  {t(`listingStatus_${l.status}`)} · {t(`auditStatus_${l.request_status}`)} · <StaffTime value={l.created_at} now={now} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="user-payments" className={sectionClass}>
        <h2 id="user-payments" className="text-lg font-semibold">
          {t("userPayments", { count: loaderData.payments.total })}
        </h2>
        {loaderData.payments.items.length === 0 ? (
          <Empty />
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {loaderData.payments.items.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/transactions/${p.id}`} className="inline-block min-h-6 text-brand-700 underline">
                  {p.reference}
                </Link>
                <span className="text-sm text-slate-700">
                  {money.amount(p.amount)} · {t(`paymentMethod_${p.method}`)} · {t(`paymentState_${p.status}`)} ·{" "}
                  <StaffTime value={p.created_at} now={now} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-x-4 lg:grid-cols-2">
        {reports(t("userReportsFiled"), "user-reports-filed", loaderData.reports_filed)}
        {reports(t("userReportsReceived"), "user-reports-received", loaderData.reports_received)}
      </div>

      <section aria-labelledby="user-sessions" className={sectionClass}>
        <h2 id="user-sessions" className="text-lg font-semibold">
          {t("userSessions")}
        </h2>
        {loaderData.sessions.length === 0 ? (
          <Empty />
        ) : (
          <div
            role="region"
            aria-labelledby="user-sessions"
            // axe's scrollable-region-focusable: a region that scrolls takes focus so a keyboard can scroll it.
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="mt-2 overflow-x-auto focus:outline-2 focus:outline-brand-600"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={cell}>
                    {t("sessionStarted")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("sessionLastSeen")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("sessionAddress")}
                  </th>
                  <th scope="col" className={cell}>
                    {t("sessionDevice")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loaderData.sessions.map((s) => (
                  <tr key={s.id}>
                    <td className={cell}>
                      <StaffTime value={s.created_at} now={now} />
                    </td>
                    <td className={cell}>
                      <StaffTime value={s.updated_at} now={now} />
                    </td>
                    <td className={cell}>{s.ip_address ?? "—"}</td>
                    <td className={`${cell} break-words`}>{s.user_agent ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
