import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { SiteFooter } from "../footer/site-footer";
import { SiteHeader } from "../header/site-header";

/** Public layout of spec 02 §2: header, main, footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
