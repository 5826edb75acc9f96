// Writes the installed app's icons (src/client/public/icons/*.png) from favicon.svg, rendered by
// the Chromium the e2e tests use: `npx tsx scripts/make-icons.ts` after changing the favicon.
// "any" icons are the favicon as it is (its rounded square); the maskable one puts the mark
// inside the safe zone (the centre 80%) on a full-bleed square of the same green, so a
// launcher's circle or squircle crops only background (decision 0099).
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../src/client/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const GREEN = '#2d6a4f';
const outDir = new URL('icons/', publicDir);
mkdirSync(outDir, { recursive: true });

const icons = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'maskable-512.png', size: 512, maskable: true },
  { name: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const mark = icon.maskable
      ? // The favicon's own square would show as a square inside the mask: draw only its strokes,
        // 60% of the size, centred.
        `<div style="width:100%;height:100%;background:${GREEN};display:grid;place-items:center">
           <div style="width:60%;height:60%">${svg.replace(/<rect[^>]*\/>/, '').replace('<svg ', '<svg width="100%" height="100%" ')}</div>
         </div>`
      : svg.replace('<svg ', '<svg width="100%" height="100%" ');
    await page.setContent(
      `<html><body style="margin:0;background:transparent;width:${icon.size}px;height:${icon.size}px">${mark}</body></html>`,
    );
    await page.screenshot({ path: new URL(icon.name, outDir).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${icons.length} icons to ${outDir.pathname}`);
