/**
 * Draws the app's icons (the web manifest's, the home-screen icon on iPhones) from one SVG, rendered by Chromium:
 * `npx tsx scripts/make-icons.ts` writes shell/host/public/icons/*.png and icon.svg (checked in; run again after
 * changing the drawing). Maskable icons fill the square and keep the shield inside the middle 80 % (the safe zone).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = path.join(import.meta.dirname, '..', 'shell', 'host', 'public', 'icons');
const GREEN = '#124e34';
const GOLD = '#fbc740';

/** The shield of the favicon on the brand green, `scale` of the square, with rounded corners or full bleed. */
function iconSvg({ scale, rounded }: { scale: number; rounded: boolean }): string {
  const size = 512 * scale;
  const offset = (512 - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${GREEN}"/>
  <g transform="translate(${offset} ${offset}) scale(${size / 24})">
    <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" fill="${GOLD}"/>
    <ellipse cx="12" cy="11.5" rx="4.2" ry="2.6" transform="rotate(-35 12 11.5)" fill="none" stroke="${GREEN}" stroke-width="1.1"/>
    <path d="M10.2 12.8 13.8 10.2M10.9 11.1l.9 1.2M12 10.3l.9 1.2" stroke="${GREEN}" stroke-width="0.7" stroke-linecap="round"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: iconSvg({ scale: 0.72, rounded: true }) },
  { file: 'icon-512.png', size: 512, svg: iconSvg({ scale: 0.72, rounded: true }) },
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg({ scale: 0.56, rounded: false }) },
  { file: 'apple-touch-icon.png', size: 180, svg: iconSvg({ scale: 0.66, rounded: false }) },
];

mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, 'icon.svg'), iconSvg({ scale: 0.72, rounded: true }));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`,
    );
    writeFileSync(path.join(OUT, file), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
