# Haat's server image: the built web app and the built server (decision 081), run by Node 24. Used by compose.yaml;
# any container platform runs it the same way.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY package.json package-lock.json ./
# The build's tools (Vite, esbuild) are devDependencies, which NODE_ENV=production would leave out.
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN npm run build
EXPOSE 3000
# npm start's Node flags (decisions 029 and 081), without its build check.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=256", "--liftoff-only", "dist/server/index.js"]
