import { Anchor, Paper, Text, Title } from "@mantine/core";
import type { FaqArticleSummary } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function FaqResultCard({ article }: { article: FaqArticleSummary }) {
  const { t } = useTranslation("help");
  const href = `/faq/${article.subtitle}.html`;
  return (
    <Paper p="lg" data-testid="faq-result">
      <Title order={3} fz="md">
        <Anchor component={Link} to={href} c="inherit" fw={700}>
          {article.title}
        </Anchor>
      </Title>
      <Text fz="sm" c="gray.7" mt={6} lineClamp={2}>
        {article.excerpt}
      </Text>
      <Anchor component={Link} to={href} fz="sm" mt="sm" aria-hidden tabIndex={-1}>
        {t("results.readMore")} →
      </Anchor>
    </Paper>
  );
}
