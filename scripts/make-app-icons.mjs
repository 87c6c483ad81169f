// Draws the installable app's icons into apps/web/public/icons from the logo's shapes (the
// favicon's ball and seams): 192 and 512 px, a 512 px maskable one whose mark sits inside the
// safe zone on a full brand background, and a 96 px monochrome badge for notifications.
// Run once after changing the logo: node scripts/make-app-icons.mjs (the PNGs are committed).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#047857';
const SEAMS =
  '<path d="M4.5 7.5c3 1.2 5 4 5 8.5M19.5 7.5c-3 1.2-5 4-5 8.5" fill="none" stroke-width="1.6" stroke-linecap="round"';
const outDir = path.resolve(import.meta.dirname, '../apps/web/public/icons');

/** The ball on a transparent square (purpose "any"). */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${BRAND}"/>${SEAMS} stroke="#fff"/></svg>`;
/** The seams alone, centred in the inner 60 % of a full brand square (purpose "maskable"). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="${BRAND}"/><g transform="translate(4.8 4.8) scale(0.6)"><circle cx="12" cy="12" r="10" fill="none" stroke="#fff" stroke-width="1.6"/>${SEAMS} stroke="#fff"/></g></svg>`;
/** White on transparent: Android draws badges from their alpha alone. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="none" stroke="#fff" stroke-width="2"/>${SEAMS} stroke="#fff"/></svg>`;

mkdirSync(outDir, { recursive: true });
const draw = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 24 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
await Promise.all([
  draw(round, 192, 'icon-192.png'),
  draw(round, 512, 'icon-512.png'),
  draw(maskable, 512, 'icon-maskable-512.png'),
  draw(maskable, 180, 'apple-touch-icon.png'),
  draw(badge, 96, 'badge-96.png'),
]);
console.log(`Icons written to ${outDir}`);
