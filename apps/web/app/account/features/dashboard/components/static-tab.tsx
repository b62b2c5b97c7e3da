import { Button, Card, Group, SimpleGrid, Stack } from "@mantine/core";
import type { ProxyUser } from "@portico/contracts";
import { IconServer } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../../../../lib/format-count";
import { EmptyState } from "./empty-state";
import { Figure } from "./figure";
import { ShareRing } from "./share-ring";

/**
 * The static ISP tab (spec 02 §2): the IPs held, valid against expired (still in their renewal
 * grace), the IP manager and buying more. Before the first IP: what to buy.
 */
export function StaticTab({ user }: { user: Pick<ProxyUser, "isp_num" | "isp_valid_num"> }) {
  const { t } = useTranslation("dashboard");
  if (user.isp_num === 0) {
    return (
      <EmptyState
        icon={<IconServer size={40} />}
        title={t("static.empty.title")}
        text={t("static.empty.text")}
        action={{ label: t("static.empty.action"), to: "/ucenter/staticisp/" }}
        testId="static-empty"
      />
    );
  }
  const valid = user.isp_valid_num;
  const invalid = Math.max(0, user.isp_num - valid);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="static-tab">
      <Group align="center" justify="center" gap="xl" wrap="wrap">
        <ShareRing
          segments={[
            { key: "valid", name: t("static.valid"), value: valid, shown: formatCount(valid), color: "teal.6" },
            {
              key: "invalid",
              name: t("static.invalid"),
              value: invalid,
              shown: formatCount(invalid),
              color: "orange.5",
            },
          ]}
          label={t("static.shareLabel", { valid: formatCount(valid), invalid: formatCount(invalid) })}
          testId="ip-share"
        />
        <Stack gap="md" style={{ flex: "1 1 260px" }}>
          <SimpleGrid cols={3} spacing="md">
            <Figure label={t("static.total")} value={formatCount(user.isp_num)} testId="ip-total" />
            <Figure label={t("static.valid")} value={formatCount(valid)} testId="ip-valid" />
            <Figure label={t("static.invalid")} value={formatCount(invalid)} testId="ip-invalid" />
          </SimpleGrid>
          <Group gap="sm">
            <Button component={Link} to="/ucenter/staticisp/ips" size="sm" data-testid="manage-ips">
              {t("static.manage")}
            </Button>
            <Button component={Link} to="/ucenter/staticisp/" size="sm" variant="default">
              {t("static.buy")}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
