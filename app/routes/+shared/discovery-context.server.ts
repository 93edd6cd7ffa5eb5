import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type RequestInfo } from "../../lib/app-context.server.ts";
import { cityNameIn, translator } from "../../lib/i18n/index.ts";
import { keptForPages } from "../../lib/home-cache.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { getPageSeo, type PageSeoSettings } from "../../modules/seo/get-page-seo.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { getSettings, type SettingsMap } from "../../modules/settings/get-settings.server.ts";
import { shellSettingsOf, type ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

/** Reads every page makes alike, kept PAGE_DATA_SECONDS (app/lib/home-cache.server.ts). */
export { keptForPages };

/** Staff's meta for one of our pages (admin /admin/seo) as the pages show it (`keptForPages`). */
export function pageSeo(services: Services, page: string, lang: LanguageCode): Promise<PageSeoSettings | null> {
  return keptForPages(services, `seo:${page}:${lang}`, () => getPageSeo(services, { page, lang }));
}

/** The stored settings as the pages show them (`keptForPages`). */
export function pageSettings(services: Pick<Services, "db" | "env">): Promise<SettingsMap> {
  return keptForPages(services, "settings", () => getSettings(services.db));
}

const settingsOfRequest = new WeakMap<RequestInfo, Promise<SettingsMap>>();

/**
 * The stored settings, read once per request: the root loader and the page's loader, which run
 * side by side, share one read (`pageSettings`: a staff edit through this process shows on the
 * next request).
 */
export function requestSettings(context: Readonly<RouterContextProvider>): Promise<SettingsMap> {
  const request = context.get(requestContext);
  let settings = settingsOfRequest.get(request);
  if (!settings) {
    settings = pageSettings(context.get(servicesContext));
    settingsOfRequest.set(request, settings);
    // A failed read is not kept: a later loader of the same request tries again.
    settings.catch(() => settingsOfRequest.delete(request));
  }
  return settings;
}

/** The shell's settings out of the request's one read (`requestSettings`). */
export async function requestShellSettings(context: Readonly<RouterContextProvider>): Promise<ShellSettings> {
  return shellSettingsOf(await requestSettings(context));
}

/** What every discovery page loader starts from: services, language, translator, site name and base URL. */
export async function discoveryContext(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const request = context.get(requestContext);
  const settings = await requestShellSettings(context);
  return {
    services,
    lang: request.lang,
    getActor: request.getActor,
    t: translator(request.lang),
    siteName: settings.companyName,
    cityName: cityNameIn(request.lang, settings.cityName),
    baseUrl: services.env.baseUrl,
  };
}
