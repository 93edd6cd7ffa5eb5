import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { cityNameIn, translator } from "../../lib/i18n/index.ts";
import { getShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

/** What every discovery page loader starts from: services, language, translator, site name and base URL. */
export async function discoveryContext(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const request = context.get(requestContext);
  const settings = await getShellSettings(services.db);
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
