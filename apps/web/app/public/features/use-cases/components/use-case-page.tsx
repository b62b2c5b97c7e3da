import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { UseCaseName } from "@portico/contracts";
import { useTranslation } from "react-i18next";
import { SceneTabs } from "./scene-tabs";
import { SolutionPlans } from "./solution-plans";
import { UseCaseSnippet } from "./use-case-snippet";

export function UseCasePage({ name, snippetHtml }: { name: UseCaseName; snippetHtml: string | null }) {
  const { t } = useTranslation("cases");
  return (
    <>
      <Box className="page-hero" py={56}>
        <Container size="lg">
          <Title order={1}>{t(`${name}.heading`)}</Title>
          <Text fz="lg" mt="sm" maw={640}>
            {t(`${name}.lead`)}
          </Text>
        </Container>
      </Box>
      <Container size="lg" py={48}>
        <Stack gap={56}>
          <UseCaseSnippet key={name} name={name} initialHtml={snippetHtml} />
          <SceneTabs name={name} />
          <SolutionPlans />
        </Stack>
      </Container>
    </>
  );
}
