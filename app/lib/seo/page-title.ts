import { rootDictionary } from "../i18n/dictionary-store.ts";

/** The root route's data as a meta function sees it among `matches`. */
interface RootMatchData {
  settings?: { companyName?: string };
  dictionaryVersion?: string;
}

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

function rootData(matches: Matches): RootMatchData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootMatchData | undefined;
}

/** A page's tab title with the site's name ("Đăng nhập · Nhà Đất"), as every public page has it. */
export function titleWithSite(title: string | undefined, matches: Matches): string {
  const root = rootData(matches);
  const site = root?.settings?.companyName || rootDictionary(root).siteName || "";
  if (!title) return site;
  return !site || title.includes(site) ? title : `${title} · ${site}`;
}
