# Multi-stage image for Fly.io. Migrations and the first food import run at start (npm start),
# because Fly's release_command machine has no volume.
FROM node:22-bookworm-slim AS base
WORKDIR /app

FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM base
ENV NODE_ENV=production
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY app ./app
COPY db ./db
COPY scripts ./scripts
COPY server ./server
COPY public ./public
COPY vite.config.ts tsconfig.json ./
EXPOSE 3000
CMD ["node", "scripts/start.js"]
