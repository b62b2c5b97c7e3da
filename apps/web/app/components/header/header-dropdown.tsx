import { Box, Button, type ButtonProps, Paper } from "@mantine/core";
import { useClickOutside } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";

type HeaderDropdownProps = {
  label: ReactNode;
  buttonProps?: ButtonProps & { "aria-label"?: string; "data-testid"?: string };
  align?: "start" | "end";
  width?: number;
  /**
   * Below this breakpoint the button shows its icon alone (its `aria-label` names it): the user
   * centre's top bar holds the burger, the logo, the language and the account at 390 px.
   */
  iconOnlyBelow?: "xs" | "sm";
  /** Receives `close` so a choice can dismiss the panel. */
  children: (close: () => void) => ReactNode;
};

/**
 * A disclosure dropdown for the public header. Deliberately not Mantine's Menu: that one brings
 * floating-ui (about 14 KB gzip), too much for two small header panels on public pages. The
 * panel's content exists only while it is open: closed, it was 60 hidden elements of a page's
 * ~440 that every server render and every hydration paid for (issue #14). Its links are in the
 * footer, the pages and the sitemap for crawlers.
 */
export function HeaderDropdown({
  label,
  buttonProps,
  align = "start",
  width = 240,
  iconOnlyBelow,
  children,
}: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);
  const ref = useClickOutside<HTMLDivElement>(close);

  return (
    <Box
      ref={ref}
      pos="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <Button
        variant="subtle"
        color="gray"
        rightSection={<IconChevronDown size={14} aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        {...buttonProps}
      >
        {iconOnlyBelow ? (
          <Box component="span" visibleFrom={iconOnlyBelow}>
            {label}
          </Box>
        ) : (
          label
        )}
      </Button>
      <Paper
        id={panelId}
        display={open ? "block" : "none"}
        shadow="md"
        withBorder
        p={6}
        w={width}
        pos="absolute"
        top="calc(100% + 6px)"
        style={{ zIndex: 300, [align === "start" ? "left" : "right"]: 0 }}
      >
        {open ? children(close) : null}
      </Paper>
    </Box>
  );
}
