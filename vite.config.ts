import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
    },
  },
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
