# syntax=docker/dockerfile:1
# Portico as an image (docs/deploy.md): the web app built inside, development packages left out,
# a non-root user, a health check on /readyz. The build steps are scripts/release.sh's, which the
# test suite runs too.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, from the manifests alone, so a source change reuses this layer.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages/contracts/package.json packages/contracts/package.json
COPY packages/domain/package.json packages/domain/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN bash scripts/release.sh build && bash scripts/release.sh prune

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PGLITE_DATA_DIR=/app/data/pglite
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# The embedded database's directory (unused with DATABASE_URL): mount a volume here.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: /readyz turns 503, in-flight requests finish, then the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.js"]
