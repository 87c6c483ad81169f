# The API image: serves /api/v1, Socket.IO and the built web app, from the compiled server
# (apps/server/dist/main.js; dist/worker.js is the job worker, see docker-compose.yml).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/machines/package.json packages/machines/
COPY packages/ui/package.json packages/ui/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the server (esbuild bundles into apps/server/dist).
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
