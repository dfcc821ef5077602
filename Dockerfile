# syntax=docker/dockerfile:1
# The site in a container: `docker build -t voltverse-site .`, then
# `docker run -p 3000:3000 -e PUBLIC_ORIGIN=https://example.com -v site-data:/app/data voltverse-site`
# (SQLite in the volume), or `docker compose up` for two instances on PostgreSQL behind nginx.
# Both stages use the same base, so the native module built in the first runs in the second.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, the compiler for better-sqlite3, the production build ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 downloads a prebuilt binary when one is published for this Node and platform;
# otherwise it compiles SQLite, which needs these (and the Node headers the image already has).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
# npm ci's postinstall step (it patches a dependency) is a script of ours.
COPY package.json package-lock.json ./
COPY scripts/patch-react-router-dev.mjs ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies, the build, and the files the server reads ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only. better-sqlite3 is the one of them with an install script (a test
# keeps it so): skip the scripts, so no compiler is needed here, and take the binary built above.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node ./node_modules/better-sqlite3/build/Release/better_sqlite3.node
# What `node server.js` reads: the build (server, browser files, behaviour and island names),
# the content (CONTENT_DIR: posts, pages, seasons, channels and their images; compose mounts the
# folder beside compose.yaml over it, so publishing needs no rebuild) and public/ (the site's own
# icons and images, which are part of the release).
COPY --from=build /app/build ./build
COPY server.js ./
COPY content ./content
COPY public ./public
# The SQLite default (DATABASE_URL=file:./data/site.db) writes here. A volume, so the counts
# outlive the container (name it: -v site-data:/app/data). Everything else belongs to root and
# is read-only for the site.
RUN mkdir -p data && chown node:node data
VOLUME /app/data
USER node
EXPOSE 3000
# 200 while the site and its view store work; 503 ("degraded") marks the container unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself, never `npm start` (which would rebuild if it found the build stale).
CMD ["node", "server.js"]
