import { Box, Container } from "@mantine/core";
import type { ResidentialPackage } from "@portico/contracts";
import { FeatureStrip } from "./feature-strip";
import { PricingHero } from "./pricing-hero";
import { ResidentialPanel } from "./residential-panel";

/** The public residential pricing page: hero, plans, features. */
export function ResidentialPricingPage({ packages }: { packages: ResidentialPackage[] }) {
  return (
    <>
      <PricingHero />
      <Box bg="gray.0" py={64}>
        <Container size="lg">
          <ResidentialPanel packages={packages} headingOrder={2} />
        </Container>
      </Box>
      <FeatureStrip />
    </>
  );
}
