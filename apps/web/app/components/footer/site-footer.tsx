import { Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openCookiePreferences } from "../../lib/consent/consent";
import { useProductName, usePublicConfig } from "../../lib/use-public-config";
import { Logo } from "../logo";
import { PlainGrid } from "../plain-grid/plain-grid";

const USE_CASES = ["e_commerce", "social_media", "seo", "market", "brand_protection", "web_scarping"] as const;

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="footer-column">
      <h2 className="footer-title">{title}</h2>
      {children}
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation(["common", "shell"]);
  const productName = useProductName();
  const supportEmail = usePublicConfig()?.supportEmail;

  return (
    // Plain elements with site-footer.css: the footer is on every page (issue #14).
    <footer className="site-footer" id="site-footer">
      <Container size="lg">
        <PlainGrid cols={{ base: 1, xs: 2, md: 5 }} gap="xl">
          <div className="footer-column" data-gap="sm">
            <Logo />
            <p className="footer-text footer-tagline">{t("brand.tagline")}</p>
          </div>
          <FooterColumn title={t("footer.products")}>
            <Link to="/residential/" className="plain-link focus-ring">
              {t("nav.residentialProxies")}
            </Link>
            <Link to="/staticisp/" className="plain-link focus-ring">
              {t("shell:float.staticIsp")}
            </Link>
          </FooterColumn>
          <FooterColumn title={t("shell:footer.useCases")}>
            {USE_CASES.map((name) => (
              <Link key={name} to={`/cases/${name}`} className="plain-link focus-ring">
                {t(`shell:footer.useCaseLinks.${name}`)}
              </Link>
            ))}
          </FooterColumn>
          <FooterColumn title={t("shell:footer.resources")}>
            <Link to="/faq/" className="plain-link focus-ring">
              {t("shell:footer.helpCentre")}
            </Link>
            <Link to="/privacy" className="plain-link focus-ring">
              {t("shell:footer.privacy")}
            </Link>
            <Link to="/terms" className="plain-link focus-ring">
              {t("shell:footer.terms")}
            </Link>
            <button
              type="button"
              onClick={openCookiePreferences}
              className="plain-link focus-ring"
              data-testid="footer-cookie-preferences"
            >
              {t("shell:footer.cookiePreferences")}
            </button>
          </FooterColumn>
          {supportEmail ? (
            <FooterColumn title={t("footer.support")}>
              <p className="footer-text">{t("footer.supportHint")}</p>
              <a href={`mailto:${supportEmail}`} className="plain-link focus-ring">
                {supportEmail}
              </a>
            </FooterColumn>
          ) : null}
        </PlainGrid>
        <div className="footer-bottom">
          <p className="footer-text" data-size="xs">
            {t("footer.copyright", { year: new Date().getFullYear(), product: productName })}
          </p>
        </div>
      </Container>
    </footer>
  );
}
