import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { ChatWidget } from "../chat/chat-widget";
import { CookieConsent } from "../consent/cookie-consent";
import { FloatingButtons } from "../floating/floating-buttons";
import { SiteFooter } from "../footer/site-footer";
import { SiteHeader } from "../header/site-header";
import { SiteNotices } from "../site-notices/site-notices";
import { useSiteNotices } from "../site-notices/use-site-notices";
import { FirstFrameWaitsFor } from "./first-frame-waits-for";

/** Public layout of spec 02 §2: the site notices, header, main, footer, and the shell widgets of spec 02 §2 and §4. */
export function PublicShell({ children }: { children: ReactNode }) {
  const notices = useSiteNotices();
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <FirstFrameWaitsFor id="site-footer" />
      <SiteNotices notices={notices} />
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
