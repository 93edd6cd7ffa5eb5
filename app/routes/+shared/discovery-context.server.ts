import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type RequestInfo } from "../../lib/app-context.server.ts";
import { cityNameIn, translator } from "../../lib/i18n/index.ts";
import { pageDataKey } from "../../lib/home-cache.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { shortCached } from "../../lib/short-cache.server.ts";
import { getPageSeo, type PageSeoSettings } from "../../modules/seo/get-page-seo.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { getSettings, type SettingsMap } from "../../modules/settings/get-settings.server.ts";
import { shellSettingsOf, type ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

/**
 * A read every page makes alike whatever its URL and reader (the stored settings, the filter
 * panel's choices), kept in this process PAGE_DATA_SECONDS (0 reads it every time), for
 * visitors and members alike. Any write this process handles forgets it (server/app.ts,
 * `dropVisitorHomeSections`); other processes' writes show within the window. A page rendered
 * on a miss of the page cache, or for a member, then reads only what its own URL asks for.
 */
export function keptForPages<T>(services: Pick<Services, "db" | "env">, key: string, read: () => Promise<T>): Promise<T> {
  const seconds = services.env.PAGE_DATA_SECONDS;
  return seconds > 0 ? shortCached(services.db, `${pageDataKey}${key}`, seconds, read) : read();
}

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
