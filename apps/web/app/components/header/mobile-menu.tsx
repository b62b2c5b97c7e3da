import { IconMenu2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AccountActions } from "./account-actions";

/**
 * The header's links for narrow screens, where the dropdown menus and the account buttons do
 * not fit beside the logo (CSS switches between the two at 48em). A native disclosure: it opens
 * before any script runs. Keyed on the location, it comes back closed after a link inside
 * leads to another page.
 */
export function MobileMenu({ showAccount }: { showAccount: boolean }) {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation("shell");
  const location = useLocation();
  const links = [
    { to: "/residential/", label: t("nav.residentialProxies") },
    { to: "/staticisp/", label: t("nav.staticIsp") },
    { to: "/faq/", label: tShell("helpMenu.label") },
  ];

  return (
    <details key={location.key} className="header-mobile-menu" data-testid="mobile-menu">
      <summary className="header-mobile-toggle focus-ring" aria-label={t("nav.menu")}>
        <IconMenu2 size={22} aria-hidden />
      </summary>
      <div className="header-mobile-panel">
        <nav aria-label={t("nav.main")}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="header-mobile-link">
              {link.label}
            </Link>
          ))}
        </nav>
        {showAccount ? <AccountActions place="menu" /> : null}
      </div>
    </details>
  );
}
