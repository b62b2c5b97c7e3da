import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { SiteFooter } from "../footer/site-footer";
import { SiteHeader } from "../header/site-header";
import { FirstFrameWaitsFor } from "./first-frame-waits-for";

/** Simple layout of the auth pages (spec 02 §2): the header without login and signup buttons. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: "flex", flexDirection: "column" }}>
      <FirstFrameWaitsFor id="site-footer" />
      <SiteHeader variant="auth" />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
