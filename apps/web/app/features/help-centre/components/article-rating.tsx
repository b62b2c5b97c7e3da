import { Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { FaqRating } from "@portico/contracts";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";

const STARS = [1, 2, 3, 4, 5] as const;

type RatingAnswer = { rating: FaqRating } | { rateFailed: true };

/**
 * 1 to 5 stars (spec 01 §2). The choice posts to the article route's action; a failure is only
 * logged (spec 01 §8), the visitor keeps reading.
 */
export function ArticleRating({ articleId, rating }: { articleId: number; rating: FaqRating }) {
  const { t } = useTranslation("help");
  const fetcher = useFetcher<RatingAnswer>();
  const [chosen, setChosen] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const answer = fetcher.data;
  const current = answer && "rating" in answer ? answer.rating : rating;

  useEffect(() => {
    if (answer && "rateFailed" in answer) console.error("FAQ rating failed for article", articleId);
  }, [answer, articleId]);

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
              void fetcher.submit({ id: articleId, star }, { method: "post" });
            }}
            data-testid={`rate-star-${star}`}
            c={star <= shown ? "yellow.6" : "gray.5"}
            p={2}
          >
            {star <= shown ? <IconStarFilled size={26} aria-hidden /> : <IconStar size={26} aria-hidden />}
          </UnstyledButton>
        ))}
      </Group>
      {chosen !== null && fetcher.state === "idle" && answer && "rating" in answer ? (
        <Text fz="sm" c="teal.8" data-testid="rating-thanks">
          {t("article.rateThanks")}
        </Text>
      ) : null}
      {current.count > 0 ? (
        <Text fz="sm" c="dimmed" data-testid="rating-summary">
          {t("article.rated", { average: current.average.toFixed(1), count: current.count })}
        </Text>
      ) : null}
    </Stack>
  );
}
