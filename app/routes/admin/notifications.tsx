import type { Route } from "./+types/notifications";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { listNotificationSends } from "../../modules/notifications/list-notification-sends.server.ts";
import { sendStaffNotification } from "../../modules/notifications/send-staff-notification.server.ts";
import { staffNotificationSchema } from "../../modules/notifications/staff-notification-schema.ts";
import { searchProperties } from "../../modules/properties/search-properties.server.ts";
import { listUsers } from "../../modules/users/list-users.server.ts";
import { SendForm } from "./notification-send-form.tsx";

const pickerSize = 8;

/** The send form, the past sends, and (asked by the pickers) users or public listings matching a search. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  const userSearch = params.get("user_search")?.trim().slice(0, 100) || undefined;
  const listingSearch = params.get("listing_search")?.trim().slice(0, 100) || undefined;
  const [sends, users, listings] = await Promise.all([
    listNotificationSends(services.db, { offset: 0, limit: 20 }),
    userSearch ? listUsers(services.db, { offset: 0, limit: pickerSize, search: userSearch }) : null,
    listingSearch
      ? searchProperties(services, {
          filters: /^\d+$/.test(listingSearch) ? { ids: [Number(listingSearch)] } : { search: listingSearch },
          limit: pickerSize,
          offset: 0,
          lang,
          countTotal: false,
        })
      : null,
  ]);
  return {
    title: translate(lang, "staffNotifications"),
    now: new Date().toISOString(),
    sends: sends.items,
    users: users?.items.filter((u) => !u.banned).map((u) => ({ id: u.id, name: u.name, email: u.email })) ?? null,
    listings: listings?.items.map((p) => ({ id: p.id, title: p.title, image: p.title_image })) ?? null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ data, input, lang }) => {
    const fields = staffNotificationSchema.parse({
      audience: input.audience,
      user_ids: data.getAll("user_ids").map(String),
      property_id: input.property_id,
      title: input.title ?? "",
      body: input.body,
      title_en: input.title_en,
      body_en: input.body_en,
      image: input.image,
    });
    const send = await sendStaffNotification(services, { ...fields, actor });
    return {
      ok: true as const,
      message: translate(lang, "notificationSentTo", { count: send.recipients }),
      errors: {} as Record<string, string>,
    };
  });
}

export default function StaffNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const audienceLabel = (send: (typeof loaderData.sends)[number]) => (send.audience === "all" ? t("audienceAll") : t("audienceChosen"));
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{t("staffNotifications")}</h1>
      {/* A new send (the newest id changes) starts a fresh form; a refused one keeps everything. */}
      <SendForm key={loaderData.sends[0]?.id ?? 0} actionData={actionData} />

      <section aria-labelledby="sends-heading" className="mt-8">
        <h2 id="sends-heading" className="text-xl font-semibold">
          {t("pastSends")}
        </h2>
        {loaderData.sends.length === 0 ? (
          <p className="mt-3 text-slate-600">{t("noSendsYet")}</p>
        ) : (
          <div
            role="region"
            aria-label={t("pastSends")}
            // axe's scrollable-region-focusable: a region that scrolls takes focus so a keyboard can scroll it.
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white focus:outline-2 focus:outline-brand-600"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("pastSends")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("date")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("title")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("sendTo")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("aboutListing")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("webPushes")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("sentBy")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100" data-testid="past-sends">
                {loaderData.sends.map((send) => (
                  <tr key={send.id}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <StaffTime value={new Date(send.created_at).toISOString()} now={loaderData.now} />
                    </td>
                    <td className="px-3 py-2">{send.title}</td>
                    <td className="px-3 py-2">
                      {audienceLabel(send)} · {t("recipientsCount", { count: send.recipients })}
                    </td>
                    <td className="px-3 py-2">{send.property_title ?? "—"}</td>
                    <td className="px-3 py-2">{send.push_state === "done" ? send.pushed : t("pushInProgress")}</td>
                    <td className="px-3 py-2">{send.staff_name ?? "—"}</td>
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
