import type { Route } from "./+types/info-page";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { RichText } from "../components/ui/rich-text.tsx";
import { cityNameIn } from "../lib/i18n/index.ts";
import { richTextToPlain } from "../lib/rich-text/rich-text.ts";
import { getInfoPage } from "../modules/content/get-info-page.server.ts";
import { isInfoPageKey } from "../modules/content/info-pages.ts";
import { pageMeta } from "../lib/seo/meta.ts";
import { getShellSettings } from "../modules/settings/get-shell-settings.server.ts";

/** Fills the company placeholders staff may write ({company}, {city}, {phone}, {email}). */
function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** About, privacy and terms: staff's text (the dictionaries' until edited), filled with the company settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).pathname.slice(1);
  if (!isInfoPageKey(key)) throw new Response(null, { status: 404 });
  const { lang } = context.get(requestContext);
  const services = context.get(servicesContext);
  const [settings, page] = await Promise.all([getShellSettings(services.db), getInfoPage(services.db, key, lang)]);
  const vars = { company: settings.companyName, city: cityNameIn(lang, settings.cityName), phone: settings.phone, email: settings.email };
  const body = fill(page.body, vars);
  return {
    title: fill(page.title, vars),
    body,
    summary: richTextToPlain(body).slice(0, 300),
    companyName: settings.companyName,
    canonical: `${services.env.baseUrl}${new URL(request.url).pathname}`,
    lang,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${loaderData.title} · ${loaderData.companyName}`,
    description: loaderData.summary || loaderData.title,
    canonical: loaderData.canonical,
    siteName: loaderData.companyName,
    lang: loaderData.lang,
  });
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <RichText source={loaderData.body} />
    </main>
  );
}
