import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconClockBolt, IconHeadset, IconShieldCheck, IconWorld } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlainGrid } from "../../../../components/plain-grid/plain-grid";
import { openChat } from "../../../../lib/chat/chat-bus";
import { formatCount } from "../../../../lib/format-count";
import type { CoverageStock } from "../coverage";
import { useOpenChatOnceInView } from "../use-open-chat-once-in-view";

const ADVANTAGES = [
  { key: "pool", icon: IconWorld },
  { key: "uptime", icon: IconShieldCheck },
  { key: "latency", icon: IconClockBolt },
  { key: "support", icon: IconHeadset },
] as const;

const FAQ = ["difference", "protocols", "trial", "refund", "payment"] as const;
const PARTNERS = [
  "Scrapeline",
  "Atlas Retail Labs",
  "Keyword Kite",
  "Harbor Analytics",
  "Brandwatchers Guild",
  "Trove SEO",
] as const;

export function Advantages() {
  const { t } = useTranslation("home");
  return (
    <Container size="lg" py={72} component="section" aria-labelledby="advantages-title">
      <Stack gap="xl">
        <Title order={2} ta="center" id="advantages-title">
          {t("advantages.title")}
        </Title>
        <PlainGrid cols={{ base: 1, sm: 2, md: 4 }} gap="lg">
          {ADVANTAGES.map(({ key, icon: Icon }) => (
            <Paper key={key} withBorder p="lg" radius="md">
              <Stack gap="sm">
                <span className="icon-mark" data-size="lg">
                  <Icon size={24} aria-hidden />
                </span>
                <Text fw={800} fz={26} c="portico.9">
                  {t(`advantages.${key}.figure`)}
                </Text>
                <Title order={3} fz="h5">
                  {t(`advantages.${key}.title`)}
                </Title>
                <Text fz="sm" c="dimmed">
                  {t(`advantages.${key}.body`)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </PlainGrid>
      </Stack>
    </Container>
  );
}

export function Coverage({ coverage }: { coverage: CoverageStock }) {
  const { t } = useTranslation("home");
  return (
    <Box bg="gray.0" py={72} component="section" aria-labelledby="coverage-title">
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap={4} ta="center">
            <Title order={2} id="coverage-title">
              {t("coverage.title")}
            </Title>
            <Text c="dimmed">{t("coverage.subtitle")}</Text>
          </Stack>
          <PlainGrid cols={{ base: 2, sm: 4 }}>
            {coverage.map(({ code, stock }) => (
              <Paper
                key={code}
                withBorder
                p="md"
                radius="md"
                component={Link}
                to={`/staticisp/${code.toLowerCase()}.html`}
                data-testid="coverage-region"
                data-code={code}
              >
                <Text fw={700}>{t(`coverage.countries.${code}`)}</Text>
                <Text fz={24} fw={800} c="portico.8" data-testid="coverage-stock">
                  {formatCount(stock)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t("coverage.ipsInStock")}
                </Text>
              </Paper>
            ))}
          </PlainGrid>
          <Group justify="center">
            <Button component={Link} to="/staticisp/" variant="light">
              {t("coverage.all")}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

export function HomeFaq() {
  const { t } = useTranslation("home");
  return (
    <Container size="md" py={72} component="section" aria-labelledby="faq-title">
      <Stack gap="xl">
        <Title order={2} ta="center" id="faq-title">
          {t("faq.title")}
        </Title>
        {/* One open at a time (the items share a name), the first open to begin with. */}
        <div data-testid="home-faq">
          {FAQ.map((key, index) => (
            <details key={key} name="home-faq" open={index === 0} className="home-faq-item">
              <summary className="home-faq-question focus-ring">
                <span className="home-faq-label">{t(`faq.items.${key}.q`)}</span>
                <span className="home-faq-chevron">
                  <IconChevronDown size={16} aria-hidden />
                </span>
              </summary>
              <p className="home-faq-answer">{t(`faq.items.${key}.a`)}</p>
            </details>
          ))}
        </div>
        <Text ta="center" fz="sm">
          <Anchor component={Link} to="/faq/">
            {t("faq.more")}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

export function Partners() {
  const { t } = useTranslation("home");
  return (
    <Box py={56} bg="gray.0" component="section" aria-labelledby="partners-title">
      <Container size="lg">
        <Stack gap="lg">
          <Text ta="center" c="dimmed" fw={600} id="partners-title">
            {t("partners.title")}
          </Text>
          <Group justify="center" gap={40}>
            {PARTNERS.map((name) => (
              <Text key={name} fw={800} fz="lg" c="gray.7" lts={-0.3} style={{ fontFamily: "Georgia, serif" }}>
                {name}
              </Text>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

/** The contact-sales block opens the chat once, the first time it scrolls into view. */
export function ContactSales() {
  const { t } = useTranslation("home");
  const ref = useRef<HTMLElement>(null);
  useOpenChatOnceInView(ref);
  return (
    <Container size="lg" py={72}>
      <Paper
        ref={ref}
        component="section"
        aria-labelledby="contact-title"
        p={40}
        radius="lg"
        data-testid="contact-sales"
        style={{ background: "linear-gradient(120deg, #161d52, #263399)" }}
      >
        <Group justify="space-between" gap="lg">
          <Stack gap={6} maw={620}>
            <Title order={2} c="white" id="contact-title">
              {t("contact.title")}
            </Title>
            <Text c="gray.3">{t("contact.body")}</Text>
          </Stack>
          <Button size="lg" variant="white" onClick={openChat} data-testid="contact-sales-button">
            {t("contact.button")}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
