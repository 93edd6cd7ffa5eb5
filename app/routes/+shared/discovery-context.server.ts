import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext, type RequestInfo } from "../../lib/app-context.server.ts";
import { cityNameIn, translator } from "../../lib/i18n/index.ts";
import { getSettings, type SettingsMap } from "../../modules/settings/get-settings.server.ts";
import { shellSettingsOf, type ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

const settingsOfRequest = new WeakMap<RequestInfo, Promise<SettingsMap>>();

/**
 * The stored settings, read once per request: the root loader and the page's loader, which run
 * side by side, share one read. A request after a staff edit reads the edit.
 */
export function requestSettings(context: Readonly<RouterContextProvider>): Promise<SettingsMap> {
  const request = context.get(requestContext);
  let settings = settingsOfRequest.get(request);
  if (!settings) {
    settings = getSettings(context.get(servicesContext).db);
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
