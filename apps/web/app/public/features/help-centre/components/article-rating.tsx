import { Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { FaqRating } from "@portico/contracts";
import { IconStar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { rateArticle } from "../rate-article";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1 to 5 stars (spec 01 §2), stored by the server. A failure is only logged (spec 01 §8): the
 * visitor keeps reading.
 */
export function ArticleRating({ articleId, rating }: { articleId: number; rating: FaqRating }) {
  const { t, i18n } = useTranslation("help");
  const [chosen, setChosen] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [answer, setAnswer] = useState<FaqRating | null>(null);
  const current = answer ?? rating;

  const shown = hovered ?? chosen ?? 0;
  return (
    <Stack gap="xs" data-testid="article-rating">
      <Title order={2} fz="md" id="rating-heading">
        {t("article.rateHeading")}
      </Title>
      <Group gap={4} role="group" aria-labelledby="rating-heading" onMouseLeave={() => setHovered(null)}>
        {STARS.map((star) => (
          <UnstyledButton
            key={star}
            aria-label={t("article.rateStar", { count: star })}
            aria-pressed={chosen === star}
            disabled={chosen !== null}
            onMouseEnter={() => chosen === null && setHovered(star)}
            onClick={() => {
              setChosen(star);
              rateArticle(articleId, star, i18n.language).then(setAnswer, (error: unknown) =>
                console.error("FAQ rating failed", error),
              );
            }}
            data-testid={`rate-star-${star}`}
            c={star <= shown ? "yellow.6" : "gray.5"}
            p={2}
          >
            {/* One icon whose fill changes, never swapped for another, and not a click target:
                hovering re-renders the stars, and a node replaced between mousedown and mouseup
                loses the click. */}
            <IconStar
              size={26}
              fill={star <= shown ? "currentColor" : "none"}
              style={{ pointerEvents: "none" }}
              aria-hidden
            />
          </UnstyledButton>
        ))}
      </Group>
      {answer ? (
        <Text fz="sm" c="teal.9" data-testid="rating-thanks">
          {t("article.rateThanks")}
        </Text>
      ) : null}
      {current.count > 0 ? (
        <Text fz="sm" c="gray.7" data-testid="rating-summary">
          {t("article.rated", { average: current.average.toFixed(1), count: current.count })}
        </Text>
      ) : null}
    </Stack>
  );
}
