import { Box, Button, Container, Grid, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsLoggedIn } from "../../../lib/session/token";
import { BannerVideo } from "./banner-video";

type Product = "residential" | "static";

/** Slogan, the product toggle and buy button, sign-up for visitors, the banner video. */
export function HomeHero() {
  const { t } = useTranslation("home");
  const loggedIn = useIsLoggedIn();
  const [product, setProduct] = useState<Product>("residential");

  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      pt={{ base: 48, md: 88 }}
      pb={{ base: 48, md: 96 }}
      style={{
        background:
          "radial-gradient(circle at 85% 0%, rgba(107, 117, 224, 0.5), transparent 55%), linear-gradient(160deg, #0b1030 0%, #161d52 60%, #263399 100%)",
      }}
    >
      <Container size="lg">
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Text c="portico.2" fw={700} tt="uppercase" fz="sm" lts={1.5}>
                {t("hero.eyebrow")}
              </Text>
              <Title order={1} c="white" fz={{ base: 34, md: 50 }} lh={1.1} id="home-title">
                {t("hero.slogan")}
              </Title>
              <Text c="gray.3" fz="lg">
                {t("hero.subtitle")}
              </Text>
              <SegmentedControl
                value={product}
                onChange={(value) => setProduct(value as Product)}
                data={[
                  { value: "residential", label: t("hero.residential") },
                  { value: "static", label: t("hero.static") },
                ]}
                aria-label={t("hero.productLabel")}
                data-testid="home-product"
                maw={420}
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <BannerVideo />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
