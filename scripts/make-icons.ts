import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

// The app icons of the web app manifest, drawn from the same open-book mark as favicon.svg and
// written to client/public/icons (committed; rerun after changing the mark):
//   icon-192.png, icon-512.png   'any': the rounded tile, transparent corners
//   maskable-512.png             'maskable': full-bleed background, mark inside the safe zone
//                                (the central 80% circle Android keeps whatever the mask)
//   apple-touch-icon.png (180)   iOS draws its own rounded corners over a full-bleed square

const BRAND = '#7c2d12';
const PAPER = '#fff7ed';
/** The book mark on a 32-unit grid, as in favicon.svg. */
const MARK = 'M8 8h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H8zM24 8h-4a3 3 0 0 0-2 1v15a2 2 0 0 1 2-2h4z';

/** The mark on a tile; `markScale` shrinks it around the centre (1 = as in the favicon). */
function svg({ rounded, markScale }: { rounded: boolean; markScale: number }): string {
  const offset = 16 * (1 - markScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="${BRAND}"/>
  <path transform="translate(${offset} ${offset}) scale(${markScale})" d="${MARK}" fill="${PAPER}"/>
</svg>`;
}

async function png(file: string, size: number, options: { rounded: boolean; markScale: number }) {
  await sharp(Buffer.from(svg(options)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.info(`  ${file}`);
}

const dir = join(process.cwd(), 'client', 'public', 'icons');
mkdirSync(dir, { recursive: true });
console.info('Ícones do app:');
await png(join(dir, 'icon-192.png'), 192, { rounded: true, markScale: 1 });
await png(join(dir, 'icon-512.png'), 512, { rounded: true, markScale: 1 });
// The mark spans 16 of 32 units; at 0.8 it stays well inside the 80% safe circle.
await png(join(dir, 'maskable-512.png'), 512, { rounded: false, markScale: 0.8 });
await png(join(dir, 'apple-touch-icon.png'), 180, { rounded: false, markScale: 0.9 });
