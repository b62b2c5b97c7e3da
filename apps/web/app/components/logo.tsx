import { Group, Text } from "@mantine/core";
import { IconWorldBolt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProductName } from "../lib/use-public-config";

export function Logo() {
  const { t } = useTranslation();
  const productName = useProductName();
  return (
    <Link to="/" aria-label={t("nav.home", { product: productName })} style={{ textDecoration: "none" }}>
      <Group gap={8} wrap="nowrap">
        <span className="icon-mark" data-variant="logo">
          <IconWorldBolt size={20} aria-hidden />
        </span>
        <Text fw={800} fz="lg" c="var(--mantine-color-text)">
          {productName}
        </Text>
      </Group>
    </Link>
  );
}
