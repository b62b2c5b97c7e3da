import { Box, Button, Group, Stack, Text, Title, type TitleOrder } from "@mantine/core";
import type { ResidentialPackage } from "@portico/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { describePlan, residentialPaymentPath } from "../../../../lib/plan-view/describe-plan";
import { usePlanLabels } from "../../../../lib/plan-view/use-plan-labels";
import { useIsLoggedIn } from "../../../../lib/session/token";
import { planChoiceHref } from "../plan-choice-href";
import { PlanFeatures } from "./plan-features";
import { PlanPrice } from "./plan-price";

type PlanCardProps = {
  pkg: ResidentialPackage;
  headingOrder: TitleOrder;
  selected: boolean;
  onContact: () => void;
};

export function PlanCard({ pkg, headingOrder, selected, onContact }: PlanCardProps) {
  const { t } = useTranslation("residential");
  const labels = usePlanLabels();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const view = describePlan(pkg);
  const discount = labels.discount(view);
  const titleId = `plan-${pkg.id}-title`;
  const highlighted = pkg.popular || selected;

  // A plain click opens the payment view over the page, or goes there (logged out: login first),
  // sealed when the envelope is on; the plain link stays for a new tab, a modifier click, no JS.
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The link's code (the envelope check, the payment view's event) loads with the click.
    void import("../../../../lib/payment-view/follow-payment-link").then(({ followPaymentLink }) =>
      followPaymentLink(residentialPaymentPath(pkg.id), loggedIn, navigate),
    );
  };

  // Plain stand-ins for Card and Badge (ADR 305; plan-card.css).
  return (
    <article
      className="plain-card plan-card"
      data-padding="lg"
      data-highlighted={highlighted || undefined}
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-package-id={pkg.id}
      data-popular={pkg.popular || undefined}
      data-selected={selected || undefined}
    >
      {pkg.popular ? (
        <div className="plain-card-section plan-card-ribbon">
          <Text c="white" fz="xs" fw={700} ta="center" tt="uppercase" lts={1}>
            {t("panel.popular")}
          </Text>
        </div>
      ) : null}
      <Stack gap="md" style={{ flex: 1 }}>
        {selected || discount ? (
          <Group gap={6}>
            {selected ? (
              <span className="plain-badge" data-size="md" data-variant="light">
                {t("panel.selected")}
              </span>
            ) : null}
            {discount ? (
              <span className="plain-badge" data-size="md" data-variant="filled-red" data-testid="discount-badge">
                {discount}
              </span>
            ) : null}
          </Group>
        ) : null}
        <Title order={headingOrder} fz="h4" id={titleId}>
          {pkg.display_title}
        </Title>
        <PlanPrice pkg={pkg} view={view} />
        <Box style={{ flex: 1 }}>
          <PlanFeatures view={view} title={pkg.display_title} />
        </Box>
        {view.isCustom ? (
          <Button
            variant="light"
            fullWidth
            onClick={onContact}
            aria-label={t("panel.contactLabel", { title: pkg.display_title })}
            data-testid="contact-sales"
          >
            {t("panel.contact")}
          </Button>
        ) : (
          <Button
            component={Link}
            to={planChoiceHref(pkg.id, loggedIn)}
            onClick={choose}
            variant={highlighted ? "filled" : "light"}
            fullWidth
            aria-label={t("panel.chooseLabel", { title: pkg.display_title })}
            data-testid="choose-plan"
          >
            {t("panel.choose")}
          </Button>
        )}
      </Stack>
    </article>
  );
}
