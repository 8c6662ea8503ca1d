# syntax=docker/dockerfile:1
# The vendor portal's image, one for every role: web nodes run the default command, workers `npm run worker`
# (compose.yaml). Stage 1 installs everything and builds the web app; stage 2 keeps production dependencies only.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change, not on every source edit.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The API runs its TypeScript as Node strips its types (no loader; decision 056): sources, migrations and the built
# web app.
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages packages
COPY --from=build /app/apps/api apps/api
COPY --from=build /app/apps/web/package.json apps/web/package.json
COPY --from=build /app/apps/web/dist apps/web/dist
# Not root: the image's `node` user owns only the data folder (stored files; the SIN key file is never used here,
# since DATA_KEY is required with DATABASE_URL).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Healthy means 200 from /api/ready (database reachable with every migration, queue running, not draining); the
# worker has no HTTP: compose turns it off. An orchestrator's liveness probe is /api/health.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node as PID 1 receives SIGTERM itself (no npm in between), so close-with-grace shuts down cleanly.
CMD ["node", "apps/api/src/server.ts"]
