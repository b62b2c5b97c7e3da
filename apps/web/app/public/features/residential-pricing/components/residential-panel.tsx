import { Stack, Text, Title, type TitleOrder } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ResidentialPackage } from "@portico/contracts";
import { selectPlanCards } from "@portico/domain";
import { type CSSProperties, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PlanCard } from "./plan-card";

// The contact dialog is for customised plans only; it loads when first opened.
const CustomPlanModal = lazy(() =>
  import("./custom-plan-modal").then((module) => ({ default: module.CustomPlanModal })),
);

type ResidentialPanelProps = {
  packages: ResidentialPackage[];
  /** The panel heading's level: 2 under the public hero, 1 inside the user centre. */
  headingOrder: 1 | 2;
};

/** Residential purchase panel (spec 01 §2), on the public page and in the user centre. */
export function ResidentialPanel({ packages, headingOrder }: ResidentialPanelProps) {
  const { t } = useTranslation("residential");
  const [contactOpen, contact] = useDisclosure(false);
  const [searchParams] = useSearchParams();
  const chosenId = Number(searchParams.get("package_id"));
  const cards = selectPlanCards(packages);

  return (
    <Stack gap="lg" component="section" aria-labelledby="residential-plans-heading">
      <Stack gap={4}>
        <Title order={headingOrder} id="residential-plans-heading">
          {t("panel.heading")}
        </Title>
        <Text c="dimmed">{t("panel.subheading")}</Text>
      </Stack>
      {cards.length === 0 ? (
        <Text>{t("panel.empty")}</Text>
      ) : (
        // SimpleGrid by the panel's width (type container) in CSS: residential-panel.css.
        <div className="plan-grid-frame">
          <div
            className="plan-grid"
            style={
              { "--plan-grid-cols-md": Math.min(cards.length, 3), "--plan-grid-cols-lg": cards.length } as CSSProperties
            }
          >
            {cards.map((pkg) => (
              <PlanCard
                key={pkg.id}
                pkg={pkg}
                headingOrder={(headingOrder + 1) as TitleOrder}
                selected={pkg.id === chosenId}
                onContact={contact.open}
              />
            ))}
          </div>
        </div>
      )}
      {contactOpen ? (
        <Suspense fallback={null}>
          <CustomPlanModal opened onClose={contact.close} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
