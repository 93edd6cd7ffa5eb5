import type { Route } from "./+types/info-page";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { cityNameIn, translate } from "../lib/i18n/index.ts";
import { pageMeta } from "../lib/seo/meta.ts";
import { getShellSettings } from "../modules/settings/get-shell-settings.server.ts";

const pages: Record<string, { title: string; paragraphs: string[] }> = {
  "/about": { title: "aboutTitle", paragraphs: ["aboutText", "aboutTrust", "maintenanceContact"] },
  "/privacy": { title: "privacyTitle", paragraphs: ["privacyText", "maintenanceContact"] },
  "/terms": { title: "termsTitle", paragraphs: ["termsText", "maintenanceContact"] },
};

/** About, privacy and terms: short texts from the dictionaries, filled with the company settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pages[new URL(request.url).pathname];
  if (!page) throw new Response(null, { status: 404 });
  const { lang } = context.get(requestContext);
  const services = context.get(servicesContext);
  const settings = await getShellSettings(services.db);
  const vars = { company: settings.companyName, city: cityNameIn(lang, settings.cityName), phone: settings.phone, email: settings.email };
  return {
    title: translate(lang, page.title),
    paragraphs: page.paragraphs.map((key) => translate(lang, key, vars)),
    companyName: settings.companyName,
    canonical: `${services.env.baseUrl}${new URL(request.url).pathname}`,
    lang,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${loaderData.title} · ${loaderData.companyName}`,
    description: loaderData.paragraphs[0] ?? loaderData.title,
    canonical: loaderData.canonical,
    siteName: loaderData.companyName,
    lang: loaderData.lang,
  });
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      {loaderData.paragraphs.map((text) => (
        <p key={text} className="mt-4 leading-relaxed text-slate-700">
          {text}
        </p>
      ))}
    </main>
  );
}
