// The web app's build: React, served by the API in production and proxied to it in development.
/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { referenceCacheKey } from './src/features/offline/reference-cache-key.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const domainTreeshake = {
  moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
};

export default defineConfig({
  plugins: [
    react(),
    // The installable app (issue 39, decision 057): the manifest and a Workbox service worker made at build. Registered
    // by the signed-in frame (features/offline), never by the sign-in page; a new version waits for the user's reload.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png', 'manifest-fr.webmanifest'],
      manifest: {
        id: '/',
        name: 'Vendor Portal',
        short_name: 'Vendor Portal',
        description: 'Credit applications and financing for dealers, in the customer’s home too.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b3a66',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every script (the screens, the lazy translations), style, icon and the decoder's WebAssembly.
        // No source maps, no .br/.gz twins (the server picks those by Accept-Encoding).
        globPatterns: ['**/*.{js,css,html,svg,png,wasm,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(api|doc-api|esign|customer-api)\//],
        cleanupOutdatedCaches: true,
        // A new version waits (registerType prompt): the page says so and reloads only when the user asks.
        skipWaiting: false,
        clientsClaim: true,
        runtimeCaching: [
          {
            // The last rate sheet the user saw (the calculator's programs and its sheet) and the forms' choices, per
            // language: the network first, the copy kept only when there is none. Nothing personal (decision 057);
            // cleared at sign-out.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/(programs|programs\/sheet|form-options)$/.test(url.pathname) &&
              url.search === '',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'vp-api-reference',
              // No expiration plugin: the entries are bounded by design (two answers per language, each put replacing
              // the last), and the plugin's bookkeeping re-opens the cache after a read, which re-created it, empty,
              // after the sign-out had deleted it (the French journey found 'vp-api-reference' left in CI).
              cacheableResponse: { statuses: [200] },
              // Keyed by language and session (reference-cache-key.ts): never served to another user of the tablet.
              plugins: [{ cacheKeyWillBeUsed: referenceCacheKey }],
            },
          },
        ],
      },
    }),
    // Compressed once at build, served as is by the API (@fastify/static preCompressed): no request pays for it.
    // The scanner's wasm (about 1 MB) compresses too.
    compression({
      include: /\.(js|mjs|css|html|json|svg|wasm|map|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/doc-api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/doc-api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The entry's imports are preloaded from index.html (Login's first wave of requests); a lazy chunk's are not:
    // the <link rel=modulepreload> the preload helper inserts for each of them (20 to 30 per signed-in screen) cost
    // the longest task of the signed-in page's start (decision 038). A lazy chunk's CSS still loads with it.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    manifest: true,
    rolldownOptions: {
      // packages/domain only declares things: a screen that needs one rule must not pull in the others
      // (Login would otherwise load zod for the schemas of later screens).
      treeshake: domainTreeshake,
      output: {
        // What every page needs in one file: one gzip stream compresses better than a dozen small ones.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Not use-sync-external-store: only the charts of Reports (recharts' store) read it, in their own chunk.
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|clsx|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
            {
              // Every screen but a fresh sign-in page (decision 025): loaded with app/router-app.tsx.
              name: 'router',
              test: /node_modules[\\/]react-router[\\/]/,
            },
            {
              // TanStack Query, in one file with the signed-in frame (its query client and session check): each screen
              // that fetches used to add four or five small chunks of it, each one more request and more module links.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
            },
            {
              // The Mantine pieces of the page frame and of Login, which nearly every page uses too.
              name: 'ui',
              test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|Anchor|Button|CloseButton|Container|Group|Input|Loader|Paper|Stack|Text|TextInput|Title|VisuallyHidden)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The licence decoder's worker: zxing-wasm's reader and the licence parser, not the domain's zod schemas.
  worker: { rolldownOptions: { treeshake: domainTreeshake } },
  test: {
    setupFiles: ['./src/testing/setup.ts'],
    // Load-proof waits: expect.poll as long as findBy* (src/testing/setup.ts), and room for them in a test.
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 30_000,
    restoreMocks: true,
  },
});
