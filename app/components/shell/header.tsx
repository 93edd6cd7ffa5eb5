import { Form as PlainForm, useLocation } from "react-router";
import { Link, NavLink } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { AccountMenu, AccountMenuLinks, type AccountSummary } from "../account/account-menu.tsx";
import { useMenuDismiss } from "./use-menu-dismiss.ts";

/** The built-in languages' own names; an added language shows its code. */
const languageNames: Record<string, string> = { vi: "Tiếng Việt", en: "English" };

const navItems = [
  { to: "/properties", key: "properties" },
  { to: "/projects", key: "projects" },
  { to: "/agents", key: "agents" },
  { to: "/articles", key: "articles" },
  { to: "/faqs", key: "faqs" },
  { to: "/map", key: "map" },
  { to: "/contact", key: "contact" },
] as const;

const toolItems = [
  { to: "/mortgage-calculator", key: "mortgageCalculator" },
  { to: "/area-converter", key: "areaConverter" },
] as const;

/** The query without ?lang=, so the chosen language is not overridden on the way back. */
function withoutLang(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("lang");
  const query = params.toString();
  return query ? `?${query}` : "";
}

function LanguageSwitcher({ className }: { className: string }) {
  const { lang, languages, t } = useI18n();
  const location = useLocation();
  return (
    <PlainForm method="post" action="/set-language" reloadDocument className={`items-center gap-1 ${className}`} aria-label={t("language")}>
      <input type="hidden" name="redirectTo" value={location.pathname + withoutLang(location.search)} />
      {languages.map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          lang={code}
          aria-pressed={lang === code}
          className={`min-h-9 min-w-9 rounded-md px-2 py-1 text-sm font-semibold uppercase ${lang === code ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          title={languageNames[code] ?? code}
        >
          {code}
        </button>
      ))}
    </PlainForm>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

/**
 * Laid out for the Vietnamese labels, the longer ones: from 1024 px the site's sections sit on a
 * row of their own under the logo and the account actions; below that they, the tools and the
 * account pages without room in the row are in the menu, and below 640 px the language switch too.
 */
export function Header({ companyName, logo, account }: { companyName: string; logo: string; account: AccountSummary | null }) {
  const { t } = useI18n();
  const menu = useMenuDismiss();
  const toolsMenu = useMenuDismiss();
  const links = navItems.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className={navLinkClass}>
        {t(item.key)}
      </NavLink>
    </li>
  ));
  const tools = toolItems.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className={navLinkClass}>
        {t(item.key)}
      </NavLink>
    </li>
  ));
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 text-base leading-tight font-bold text-brand-800 sm:text-lg">
          <img src={logo} alt="" width={32} height={32} className="size-8 shrink-0 object-contain" />
          <span className="line-clamp-2">{companyName || t("siteName")}</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <AccountMenu account={account} />
          <LanguageSwitcher className="hidden sm:flex" />
          <details ref={menu} className="relative lg:hidden" data-testid="site-menu">
            <summary
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label={t("openMenu")}
            >
              <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </summary>
            <div className="absolute right-0 mt-2 max-h-[80vh] w-64 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
              <nav aria-label={t("mainNavigation")}>
                <ul>
                  {links}
                  {tools}
                </ul>
              </nav>
              <AccountMenuLinks account={account} />
              <LanguageSwitcher className="flex border-t border-slate-200 px-1 pt-2 sm:hidden" />
            </div>
          </details>
        </div>
      </div>
      <nav aria-label={t("mainNavigation")} className="hidden border-t border-slate-100 lg:block">
        <ul className="mx-auto flex max-w-6xl items-center gap-1 px-4 py-1">
          {links}
          <li>
            <details ref={toolsMenu} className="relative">
              <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100">
                {t("mapTools")}
              </summary>
              <ul className="absolute left-0 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">{tools}</ul>
            </details>
          </li>
        </ul>
      </nav>
    </header>
  );
}
