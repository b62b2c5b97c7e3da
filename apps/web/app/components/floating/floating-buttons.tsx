import { Box, Paper, Stack, Text } from "@mantine/core";
import { useClickOutside, useMounted } from "@mantine/hooks";
import { IconArrowUp, IconBrandTelegram, IconGift, IconHeadset, IconMail, IconQrcode } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { openChat } from "../../lib/chat/chat-bus";
import { usePublicConfig } from "../../lib/use-public-config";
import { usePromoPopup } from "../promo/use-promo-popup";
import { useScrolledPast } from "./use-scrolled-past";

const PromoPopup = lazy(() => import("../promo/promo-popup").then((module) => ({ default: module.PromoPopup })));

/** Spec 02 §2: go-to-top shows after scrolling past 1000 px. */
const GO_TO_TOP_OFFSET = 1000;

/**
 * The floating buttons of spec 02 §2: go-to-top, the promo popup, a QR card, email support, a
 * messaging link, and the chat. Rendered after hydration: they depend on scroll and storage.
 */
export function FloatingButtons() {
  const { t } = useTranslation("shell");
  const mounted = useMounted();
  const config = usePublicConfig();
  const promo = usePromoPopup(mounted ? config?.promo.delayMs : undefined);
  const scrolled = useScrolledPast(GO_TO_TOP_OFFSET);
  const [qrOpen, setQrOpen] = useState(false);
  const qrRef = useClickOutside<HTMLDivElement>(() => setQrOpen(false));

  if (!mounted || !config) return null;

  return (
    <>
      <Box component="nav" aria-label={t("float.label")} pos="fixed" right={16} bottom={96} style={{ zIndex: 300 }}>
        <Stack gap={8}>
          <button
            type="button"
            className={promo.shaking ? "float-button focus-ring promo-shake" : "float-button focus-ring"}
            data-variant="promo"
            aria-label={t("promo.open")}
            onAnimationEnd={promo.stopShaking}
            onClick={promo.open}
            data-testid="float-promo"
            data-shaking={promo.shaking || undefined}
          >
            <IconGift size={22} aria-hidden />
          </button>
          <button
            type="button"
            className="float-button focus-ring"
            aria-label={t("float.chat")}
            onClick={openChat}
            data-testid="float-chat"
          >
            <IconHeadset size={22} aria-hidden />
          </button>
          <Box ref={qrRef} pos="relative">
            <button
              type="button"
              className="float-button focus-ring"
              aria-label={t("float.qr")}
              aria-expanded={qrOpen}
              onClick={() => setQrOpen((value) => !value)}
              data-testid="float-qr"
            >
              <IconQrcode size={22} aria-hidden />
            </button>
            {qrOpen ? (
              <Paper shadow="md" withBorder p="sm" pos="absolute" right={54} top={-40} w={180} data-testid="qr-card">
                <img
                  src="/support-qr.svg"
                  alt={t("float.qrAlt")}
                  width={156}
                  height={156}
                  style={{ display: "block" }}
                />
                <Text fz="xs" ta="center" mt={4}>
                  {t("float.qr")}
                </Text>
              </Paper>
            ) : null}
          </Box>
          <a className="float-button focus-ring" href={`mailto:${config.supportEmail}`} aria-label={t("float.email")}>
            <IconMail size={22} aria-hidden />
          </a>
          {config.messagingUrl ? (
            <a
              className="float-button focus-ring"
              href={config.messagingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("float.messaging")}
            >
              <IconBrandTelegram size={22} aria-hidden />
            </a>
          ) : null}
          {scrolled ? (
            <button
              type="button"
              className="float-button focus-ring"
              data-variant="filled"
              aria-label={t("float.top")}
              onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
              data-testid="go-to-top"
            >
              <IconArrowUp size={22} aria-hidden />
            </button>
          ) : null}
        </Stack>
      </Box>
      {promo.opened ? (
        <Suspense fallback={null}>
          <PromoPopup opened onClose={promo.close} codeUsd={config.promo.codeUsd} codeCny={config.promo.codeCny} />
        </Suspense>
      ) : null}
    </>
  );
}
