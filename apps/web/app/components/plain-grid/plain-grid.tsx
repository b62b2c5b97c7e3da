import type { CSSProperties, HTMLAttributes } from "react";

type MantineSpacing = "xs" | "sm" | "md" | "lg" | "xl";

type PlainGridProps = HTMLAttributes<HTMLElement> & {
  /** Equal columns per Mantine breakpoint (xs 36em, sm 48em, md 62em); a missing one keeps the smaller. */
  cols: { base?: number; xs?: number; sm?: number; md?: number };
  /** A Mantine spacing, or pixels. */
  gap?: MantineSpacing | number;
  /** The element: a <div>, or a description list (its <dt>/<dd> pairs in grouping <div>s). */
  component?: "div" | "dl";
};

/**
 * Mantine's SimpleGrid without its JavaScript: the columns and gap become CSS variables that
 * `.plain-grid` (plain-grid.css) reads per breakpoint, so public pages lay out equal columns
 * with CSS alone (ADR 305).
 */
export function PlainGrid({ cols, gap = "md", component: Element = "div", className, style, ...rest }: PlainGridProps) {
  const variables = {
    "--plain-grid-cols": cols.base ?? 1,
    "--plain-grid-cols-xs": cols.xs,
    "--plain-grid-cols-sm": cols.sm,
    "--plain-grid-cols-md": cols.md,
    "--plain-grid-gap": typeof gap === "number" ? `${gap}px` : `var(--mantine-spacing-${gap})`,
  } as CSSProperties;
  return (
    <Element
      className={className ? `plain-grid ${className}` : "plain-grid"}
      style={{ ...variables, ...style }}
      {...rest}
    />
  );
}
