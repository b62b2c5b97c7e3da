#!/bin/sh
# Renders the home page's banner animation (apps/web/public/media/portico-network.webm) from
# ffmpeg's own generators — no footage from anywhere else. Needs Debian's ffmpeg.
set -eu
out="$(dirname "$0")/../apps/web/public/media/portico-network"
ffmpeg -y -loglevel error \
  -f lavfi -i "life=s=320x180:mold=12:rate=12:ratio=0.08:seed=4242:death_color=#0b1030:life_color=#8f99f0:mold_color=#263399" \
  -vf "scale=960:540:flags=neighbor,drawgrid=w=48:h=48:t=1:c=#ffffff@0.06,vignette=PI/5,format=yuv420p" \
  -t 8 -r 24 -c:v libvpx-vp9 -b:v 220k -row-mt 1 -an "$out.webm"
# The poster is the first frame as WebP (about half the bytes of a JPEG of the same look).
ffmpeg -y -loglevel error -i "$out.webm" -frames:v 1 -c:v libwebp -quality 65 "$out.webp"
