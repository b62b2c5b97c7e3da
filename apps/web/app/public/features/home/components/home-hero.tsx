import { Button, Container, Group, Stack } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DarkHeroSection, HeroHeading } from "../../../../components/hero/dark-hero";
import { PlainGrid } from "../../../../components/plain-grid/plain-grid";
import { SegmentedChoice } from "../../../../components/segmented-choice/segmented-choice";
import { useIsLoggedIn } from "../../../../lib/session/token";
import { BannerVideo } from "./banner-video";

type Product = "residential" | "static";

/** Slogan, the product toggle and buy button, sign-up for visitors, the banner video. */
export function HomeHero() {
  const { t } = useTranslation("home");
  const loggedIn = useIsLoggedIn();
  const [product, setProduct] = useState<Product>("residential");

  return (
    <DarkHeroSection labelledBy="home-title" pt={{ base: 48, md: 88 }} pb={{ base: 48, md: 96 }}>
      <Container size="lg">
        <PlainGrid cols={{ base: 1, md: 2 }} gap={48} style={{ alignItems: "center" }}>
          <Stack gap="lg">
            <HeroHeading
              id="home-title"
              eyebrow={t("hero.eyebrow")}
              title={t("hero.slogan")}
              subtitle={t("hero.subtitle")}
              titleFz={{ base: 34, md: 50 }}
            />
            <SegmentedChoice
              value={product}
              onChange={setProduct}
              data={[
                { value: "residential", label: t("hero.residential") },
                { value: "static", label: t("hero.static") },
              ]}
              aria-label={t("hero.productLabel")}
              data-testid="home-product"
              style={{ maxWidth: 420 }}
            />
            <Group gap="sm">
              <Button
                component={Link}
                to={product === "residential" ? "/residential/" : "/staticisp/"}
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden />}
                data-testid="home-buy"
              >
                {t("hero.buy")}
              </Button>
              {loggedIn ? null : (
                <Button component={Link} to="/signup" size="lg" variant="white" data-testid="home-register">
                  {t("hero.register")}
                </Button>
              )}
            </Group>
          </Stack>
          <BannerVideo />
        </PlainGrid>
      </Container>
    </DarkHeroSection>
  );
}
