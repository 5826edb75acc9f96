import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// A brotli (.br) and a gzip (.gz) copy next to every text asset of the built client, written
// once at build time at the highest levels, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on every request.
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function precompressDir(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressDir(file);
      continue;
    }
    // Small files too: without a copy, @fastify/compress would compress them on every request.
    if (!TEXT.test(entry.name)) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** A Vite plugin: precompress the output once the bundle is written. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'remote-chalk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/**
 * The installable app (decision 0099): a web app manifest and a Workbox service worker that
 * precaches the app shell and assets, so the app opens without a network. A new version waits
 * until the teacher reloads (`registerType: 'prompt'`; lib/offline/service-worker.ts shows the
 * toast). API answers are never cached by the worker: the query cache kept in IndexedDB is the
 * offline copy (decision 0098), per account and cleared on sign-out.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'theme-init.js', 'icons/*.png'],
    manifest: {
      id: '/',
      name: 'Remote Chalk',
      short_name: 'Chalk',
      description: 'Classroom behaviour points, skills, homework and leaderboards.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#2d6a4f',
      background_color: '#f6f7f5',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Every app route opens from the precached shell; the API never does.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      // One file: no workbox-*.js beside the worker to keep in step.
      inlineWorkboxRuntime: true,
    },
  });
}

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), installableApp(), precompress()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
