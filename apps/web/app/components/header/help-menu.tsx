import { Text, UnstyledButton } from "@mantine/core";
import type { FaqCategory } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeaderDropdown } from "./header-dropdown";

/** The header's help-centre menu (spec 02 §2): one entry per FAQ category, and all questions. */
export function HelpMenu({ categories }: { categories: FaqCategory[] }) {
  const { t } = useTranslation("shell");
  const items = [{ to: "/faq/", label: t("helpMenu.all") }].concat(
    categories.map((category) => ({ to: `/faq/?class=${category.id}`, label: category.name })),
  );
  return (
    <HeaderDropdown label={t("helpMenu.label")} width={240} buttonProps={{ "data-testid": "help-menu" }}>
      {(close) =>
        items.map((item) => (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            onClick={close}
            p="sm"
            display="block"
            className="header-dropdown-item"
          >
            <Text fz="sm">{item.label}</Text>
          </UnstyledButton>
        ))
      }
    </HeaderDropdown>
  );
}
