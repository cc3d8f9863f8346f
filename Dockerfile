# syntax=docker/dockerfile:1
# modkit's production image: one process on port 3000 serving the api, the LTI tool, the widget bundles and
# the app (README "Deploying"). `docker build -t modkit .`; compose.yaml runs two of them.
ARG NODE_IMAGE=node:24-bookworm-slim

# The manifests every install starts from. No compiler: better-sqlite3 ships its Node-API builds (glibc and musl,
# x64 and arm64) inside its npm package.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 STORYBOOK_DISABLE_TELEMETRY=1
COPY package.json package-lock.json .npmrc ./
COPY packages/sdk/package.json packages/sdk/
COPY packages/widgets/package.json packages/widgets/
COPY packages/api/package.json packages/api/
COPY packages/lti-tool/package.json packages/lti-tool/
COPY packages/host-demo/package.json packages/host-demo/

# Every dependency and the sources, then `npm run build`: the packages, the app (dist/app), the widget bundles
# (dist/embed) and the compiled server (dist/server/main.js). Also the image of one-off commands
# (`npm run create-admin`, compose's `tools` service).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production dependencies only (with the workspaces linked: the server finds its bundles through them).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# What runs: production dependencies, the build's outputs, no compiler, no sources, no tsx; not root.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/packages/host-demo/dist/server packages/host-demo/dist/server
COPY --from=build /app/packages/host-demo/dist/app packages/host-demo/dist/app
COPY --from=build /app/packages/widgets/dist/embed packages/widgets/dist/embed
COPY scripts/start.mjs scripts/heap-caps.mjs scripts/
COPY deploy/generate-secrets.mjs deploy/
# DATA_DIR: uploads in transit (stored files go to STORAGE_URL's bucket), keys when none are given.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Alive (not ready: a balancer that polls asks /api/ready itself); compose starts what depends on a server once
# this passes.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
