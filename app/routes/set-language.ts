import { redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { isLanguageCode, languageCookie } from "../lib/i18n/index.ts";
import { localizedHref } from "../lib/i18n/link.tsx";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { setLanguage } from "../modules/users/set-language.server.ts";

/**
 * Remembers the chosen language in a cookie and returns to the page in that language: the URL
 * carries the language (works without JavaScript); the cookie only decides which switch to offer,
 * and a member's notifications and e-mails follow the choice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = String(form.get("lang") ?? "");
  const back = String(form.get("redirectTo") ?? "/");
  const target = back.startsWith("/") && !back.startsWith("//") ? back : "/";
  if (!isLanguageCode(lang)) return redirect(target);
  // A member's choice also decides the language of their notifications and e-mails.
  const actor = await context.get(requestContext).getActor();
  if (actor) await setLanguage(context.get(servicesContext).db, { actor, lang });
  return redirect(localizedHref(target, lang), {
    headers: { "Set-Cookie": `${languageCookie}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
