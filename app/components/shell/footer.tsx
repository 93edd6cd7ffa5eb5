import { Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { companyAddress } from "../../modules/settings/company-address.ts";
import type { ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

export function Footer({ settings, year }: { settings: ShellSettings; year: number }) {
  const { t, lang } = useI18n();
  const social = [
    { href: settings.social.facebook, label: "Facebook" },
    { href: settings.social.instagram, label: "Instagram" },
    { href: settings.social.youtube, label: "YouTube" },
    { href: settings.social.zalo, label: "Zalo" },
  ].filter((item) => item.href);
  return (
    <footer className="below-fold mt-16 border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{settings.companyName}</p>
          <p className="mt-2 text-sm text-slate-300">{companyAddress(settings, lang)}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footerContact")}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              {t("phone")}:{" "}
              <a className="tap-target underline hover:text-white" href={`tel:${settings.phone.replace(/\s/g, "")}`}>
                {settings.phone}
              </a>
            </li>
            <li>
              {t("email")}:{" "}
              <a className="tap-target underline hover:text-white" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("followUs")}</h2>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {social.map((item) => (
              <li key={item.label}>
                <a className="tap-target underline hover:text-white" href={item.href} rel="noopener noreferrer" target="_blank">
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <Link className="tap-target underline hover:text-white" to="/about">
                {t("about")}
              </Link>
            </li>
            <li>
              <Link className="tap-target underline hover:text-white" to="/privacy">
                {t("privacyTitle")}
              </Link>
            </li>
            <li>
              <Link className="tap-target underline hover:text-white" to="/terms">
                {t("termsTitle")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {year} {settings.companyName}. {t("allRightsReserved")}
      </p>
    </footer>
  );
}
