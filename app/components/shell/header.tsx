import { Form, Link, NavLink, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n/react.tsx";
import { languageCodes } from "../../lib/i18n/index.ts";
import { AccountMenu, type AccountSummary } from "../account/account-menu.tsx";

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

function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const location = useLocation();
  return (
    <Form method="post" action="/set-language" reloadDocument className="flex items-center gap-1" aria-label={t("language")}>
      <input type="hidden" name="redirectTo" value={location.pathname + withoutLang(location.search)} />
      {languageCodes.map((code) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          lang={code}
          aria-pressed={lang === code}
          className={`rounded-md px-2 py-1 text-sm font-semibold uppercase ${lang === code ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          title={code === "vi" ? "Tiếng Việt" : "English"}
        >
          {code}
        </button>
      ))}
    </Form>
  );
}

export function Header({ companyName, account }: { companyName: string; account: AccountSummary | null }) {
  const { t } = useI18n();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;
  const tools = toolItems.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className={linkClass}>
        {t(item.key)}
      </NavLink>
    </li>
  ));
  const links = navItems.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        className={({ isActive }) =>
          `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
        }
      >
        {t(item.key)}
      </NavLink>
    </li>
  ));
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Link to="/" className="flex items-center gap-2 text-base leading-tight font-bold text-brand-800 sm:text-lg">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span>{companyName || t("siteName")}</span>
        </Link>
        <nav aria-label={t("mainNavigation")} className="ml-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {links}
            <li>
              <details className="relative">
                <summary className="cursor-pointer list-none rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">{t("mapTools")}</summary>
                <ul className="absolute right-0 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">{tools}</ul>
              </details>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <AccountMenu account={account} />
          <LanguageSwitcher />
        </div>
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label={t("openMenu")}>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <nav aria-label={t("mainNavigation")} className="absolute right-0 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            <ul>
              {account ? (
                // On a phone the header has no room for the chat icon: the menu carries it, with the unread count.
                <li className="sm:hidden">
                  <NavLink to="/user/chat" className={linkClass}>
                    {t("chatLink")}
                    {account.chatUnread > 0 ? <span className="ml-2 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">{account.chatUnread}</span> : null}
                  </NavLink>
                </li>
              ) : null}
              {links}
              {tools}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
