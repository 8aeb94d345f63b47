# syntax=docker/dockerfile:1
# Multi-stage build: the same `npm ci` and `npm run build` that CI runs, then a slim runtime
# with production dependencies only, running as the unprivileged `node` user.
# Every stage uses one Node image: the major is .node-version's, the one CI runs (a test checks
# they agree); the minor is pinned so a rebuild gets the same runtime until someone moves it.
ARG NODE_IMAGE=node:24.21-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/var
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
# The operator commands' runner: `npm run leads`, `go-live`, `business` and `check-config` run the
# built dist/server/*.js through it, with no tsx and no sources in the image.
COPY --from=build --chown=node:node /app/scripts/built.mjs ./scripts/built.mjs
# The business file the build checked (docs/decisions/072): the server reads it at start. To run
# the image for another business, mount a file and name it with BUSINESS_FILE.
COPY --from=build --chown=node:node /app/data/business.yaml ./data/business.yaml
# The embedded lead database lives here; keep it on a volume so leads survive a new container.
RUN mkdir -p /app/var && chown node:node /app/var
VOLUME ["/app/var"]
USER node
EXPOSE 3000
# Liveness, not readiness: Docker restarts or replaces an unhealthy container, so it asks /healthz
# (alive and serving pages; 503 only while draining). A load balancer routes on /readyz. Neither
# fails when PostgreSQL, Redis or mail is down: the pages and their phone numbers still work.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Run node directly (not through npm) so SIGTERM reaches the server and it shuts down gracefully.
CMD ["node", "dist/server/main.js"]
