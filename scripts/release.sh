#!/usr/bin/env bash
# The steps that turn a checkout into what runs in production. The Dockerfile runs them, and so
# does `npm test` (scripts/test-all.ts builds the web app through `release.sh build`), so a step
# that breaks fails the test suite before it fails an image build.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  # The web app: the server build and the client assets, precompressed, into apps/web/build.
  build) npm run --silent build ;;
  # Development packages out (compilers, test tools, the pinned node binary): what the server
  # imports at run time is in "dependencies" (scripts/production-dependencies.test.ts).
  prune) npm prune --omit=dev --no-audit --no-fund ;;
  *)
    echo "usage: scripts/release.sh build|prune" >&2
    exit 2
    ;;
esac
