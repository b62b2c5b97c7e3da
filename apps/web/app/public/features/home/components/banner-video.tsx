import { Box, UnstyledButton } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The banner animation (rendered for Portico by scripts/render-banner-video.sh). A click toggles
 * play and pause; when it ends it goes back to the first frame, ready to play again.
 */
export function BannerVideo() {
  const { t } = useTranslation("home");
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  }

  return (
    <Box pos="relative" style={{ borderRadius: 16, overflow: "hidden", boxShadow: "0 24px 60px rgba(11,16,48,.45)" }}>
      <video
        ref={video}
        src="/media/portico-network.webm"
        poster="/media/portico-network.webp"
        muted
        playsInline
        preload="none"
        width={960}
        height={540}
        style={{ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", background: "#0b1030" }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          setPlaying(false);
        }}
        onClick={toggle}
        data-testid="banner-video"
        aria-label={t("video.label")}
      />
      <UnstyledButton
        onClick={toggle}
        aria-label={playing ? t("video.pause") : t("video.play")}
        aria-pressed={playing}
        data-testid="banner-video-toggle"
        pos="absolute"
        bottom={16}
        left={16}
        c="white"
        bg="rgba(11,16,48,.7)"
        p={10}
        style={{ borderRadius: 999, display: "flex" }}
      >
        {playing ? <IconPlayerPauseFilled size={20} aria-hidden /> : <IconPlayerPlayFilled size={20} aria-hidden />}
      </UnstyledButton>
    </Box>
  );
}
