import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { ChatWidget } from "../chat/chat-widget";
import { CookieConsent } from "../consent/cookie-consent";
import { FloatingButtons } from "../floating/floating-buttons";
import { SiteFooter } from "../footer/site-footer";
import { SiteHeader } from "../header/site-header";

/** Public layout of spec 02 §2: header, main, footer, and the shell widgets of spec 02 §2 and §4. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SiteHeader />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
      <FloatingButtons />
      <CookieConsent />
      <ChatWidget />
    </Box>
  );
}
