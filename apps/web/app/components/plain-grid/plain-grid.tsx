import type { ComponentPropsWithoutRef, CSSProperties } from "react";

type MantineSpacing = "xs" | "sm" | "md" | "lg" | "xl";

type PlainGridProps = ComponentPropsWithoutRef<"div"> & {
  /** Equal columns per Mantine breakpoint (xs 36em, sm 48em, md 62em); a missing one keeps the smaller. */
  cols: { base?: number; xs?: number; sm?: number; md?: number };
  /** A Mantine spacing, or pixels. */
  gap?: MantineSpacing | number;
};

/**
 * Mantine's SimpleGrid without its JavaScript: the columns and gap become CSS variables that
 * `.plain-grid` (plain-grid.css) reads per breakpoint, so public pages lay out equal columns
 * with CSS alone (ADR 305).
 */
export function PlainGrid({ cols, gap = "md", className, style, ...rest }: PlainGridProps) {
  const variables = {
    "--plain-grid-cols": cols.base ?? 1,
    "--plain-grid-cols-xs": cols.xs,
    "--plain-grid-cols-sm": cols.sm,
    "--plain-grid-cols-md": cols.md,
    "--plain-grid-gap": typeof gap === "number" ? `${gap}px` : `var(--mantine-spacing-${gap})`,
  } as CSSProperties;
  return (
    <div
      className={className ? `plain-grid ${className}` : "plain-grid"}
      style={{ ...variables, ...style }}
      {...rest}
    />
  );
}
