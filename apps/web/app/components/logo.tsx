import { IconWorldBolt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProductName } from "../lib/use-public-config";

/** The mark and the product's name, linking home. Plain elements (logo.css): it is on every page. */
export function Logo() {
  const { t } = useTranslation();
  const productName = useProductName();
  return (
    <Link to="/" aria-label={t("nav.home", { product: productName })} className="site-logo">
      <div className="site-logo-row">
        <span className="icon-mark" data-variant="logo">
          <IconWorldBolt size={20} aria-hidden />
        </span>
        <p className="site-logo-name">{productName}</p>
      </div>
    </Link>
  );
}
