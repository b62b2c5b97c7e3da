import { Box, type BoxProps, Stack, type StackProps, Text, Title, type TitleProps } from "@mantine/core";
import type { ReactNode } from "react";

// The brand's night-blue band behind the top of the home and pricing pages.
const DARK_HERO_BACKGROUND =
  "radial-gradient(circle at 85% 0%, rgba(107, 117, 224, 0.45), transparent 55%), linear-gradient(160deg, #0b1030 0%, #161d52 60%, #263399 100%)";

type DarkHeroSectionProps = BoxProps & { labelledBy: string; children: ReactNode };

/** The dark band a hero sits on, labelled by its heading for screen readers. */
export function DarkHeroSection({ labelledBy, children, ...boxProps }: DarkHeroSectionProps) {
  return (
    <Box component="section" aria-labelledby={labelledBy} style={{ background: DARK_HERO_BACKGROUND }} {...boxProps}>
      {children}
    </Box>
  );
}

type HeroHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  titleFz?: TitleProps["fz"];
  gap?: StackProps["gap"];
  maw?: StackProps["maw"];
};

/** Eyebrow, the page's h1 and a line under it, in the hero's light-on-dark colours. */
export function HeroHeading({ id, eyebrow, title, subtitle, titleFz, gap = "lg", maw }: HeroHeadingProps) {
  return (
    <Stack gap={gap} maw={maw}>
      <Text c="portico.2" fw={700} tt="uppercase" fz="sm" lts={1.5}>
        {eyebrow}
      </Text>
      <Title order={1} c="white" fz={titleFz ?? { base: 34, md: 48 }} lh={1.15} id={id}>
        {title}
      </Title>
      <Text c="gray.3" fz="lg">
        {subtitle}
      </Text>
    </Stack>
  );
}
