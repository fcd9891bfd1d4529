import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { REFERENCE_CATEGORIES } from '../reference-categories.ts';

// Demo covers are a fixed palette shared by all seeded books: COVER_VARIANTS designs per default
// category, named by number (cover-000.webp ...). They carry the category name rather than a book
// title because many books share one; that reads as a publisher's generic cover, not a lie about
// the edition. They do not depend on --seed, so reseeding reuses the files already on disk.
//
// Files live in `${DATA_DIR}/uploads/covers/`, which the image endpoint serves as
// `/images/covers/cover-NNN.webp`. Books store that full URL path in `photos` because the book
// card and detail page use photos[0] verbatim as an image URL.

export const COVER_VARIANTS = 8;
const WIDTH = 600;
const HEIGHT = 900;

export function coverIndex(categoryIndex: number, variant: number): number {
  return categoryIndex * COVER_VARIANTS + variant;
}

export function coverFileName(index: number): string {
  return `cover-${String(index).padStart(3, '0')}.webp`;
}

export function coverUrl(index: number): string {
  return `/images/covers/${coverFileName(index)}`;
}

export function coversDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'covers');
}

// [background top, background bottom, accent, text]
const PALETTES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['#7c2d12', '#431407', '#fdba74', '#fff7ed'],
  ['#1e3a8a', '#172554', '#fbbf24', '#eff6ff'],
  ['#14532d', '#052e16', '#bef264', '#f0fdf4'],
  ['#581c87', '#2e1065', '#f9a8d4', '#faf5ff'],
  ['#9f1239', '#4c0519', '#fde68a', '#fff1f2'],
  ['#0f766e', '#042f2e', '#fca5a5', '#f0fdfa'],
  ['#f5f0e6', '#e7dcc5', '#b45309', '#292524'],
  ['#1f2937', '#030712', '#f87171', '#f9fafb'],
  ['#a16207', '#422006', '#fef3c7', '#fffbeb'],
  ['#075985', '#082f49', '#a5f3fc', '#f0f9ff'],
  ['#e0e7ff', '#c7d2fe', '#4338ca', '#1e1b4b'],
  ['#3f6212', '#1a2e05', '#fde047', '#f7fee7'],
  ['#be185d', '#500724', '#a7f3d0', '#fdf2f8'],
  ['#fef2f2', '#fecaca', '#991b1b', '#450a0a'],
  ['#334155', '#0f172a', '#fcd34d', '#f8fafc'],
  ['#6d28d9', '#1e1b4b', '#fbbf24', '#f5f3ff'],
];

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function motif(variant: number, accent: string, ink: string): string {
  switch (variant % COVER_VARIANTS) {
    case 0:
      return `<circle cx="200" cy="240" r="105" fill="${accent}" fill-opacity="0.85"/>`;
    case 1:
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<circle cx="200" cy="240" r="${30 + i * 22}" fill="none" stroke="${accent}" stroke-width="6" stroke-opacity="${0.9 - i * 0.15}"/>`,
        )
        .join('');
    case 2:
      return Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${-100 + i * 60}" y="120" width="24" height="260" fill="${accent}" fill-opacity="0.7" transform="rotate(-30 200 250)"/>`,
      ).join('');
    case 3:
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M0 ${180 + i * 40} Q100 ${140 + i * 40} 200 ${180 + i * 40} T400 ${180 + i * 40}" fill="none" stroke="${accent}" stroke-width="8" stroke-opacity="${0.9 - i * 0.18}"/>`,
        )
        .join('');
    case 4: {
      const dots: string[] = [];
      for (let row = 0; row < 6; row++)
        for (let col = 0; col < 6; col++)
          dots.push(
            `<circle cx="${75 + col * 50}" cy="${130 + row * 44}" r="${6 + ((row + col) % 3) * 4}" fill="${accent}" fill-opacity="0.8"/>`,
          );
      return dots.join('');
    }
    case 5:
      return `<polygon points="40,360 150,170 240,360" fill="${accent}" fill-opacity="0.9"/><polygon points="150,360 270,130 370,360" fill="${ink}" fill-opacity="0.25"/><circle cx="300" cy="150" r="26" fill="${accent}"/>`;
    case 6:
      return [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<rect x="${70 + i * 38}" y="${160 + (i % 3) * 20}" width="28" height="${200 - (i % 3) * 20}" rx="3" fill="${i % 2 ? accent : ink}" fill-opacity="${i % 2 ? 0.85 : 0.3}"/>`,
        )
        .join('');
    default:
      return `<rect x="120" y="160" width="160" height="160" fill="none" stroke="${accent}" stroke-width="10" transform="rotate(45 200 240)"/><rect x="160" y="200" width="80" height="80" fill="${accent}" fill-opacity="0.8" transform="rotate(45 200 240)"/>`;
  }
}

/** The SVG of cover `index`; only generic font families, since the machine may have few fonts. */
export function coverSvg(index: number): string {
  const categoryIndex = Math.floor(index / COVER_VARIANTS);
  const variant = index % COVER_VARIANTS;
  const category = REFERENCE_CATEGORIES[categoryIndex % REFERENCE_CATEGORIES.length];
  const [top, bottom, accent, ink] = PALETTES[(categoryIndex * 5 + variant * 3) % PALETTES.length] ?? [
    '#333',
    '#111',
    '#fc0',
    '#fff',
  ];
  const lines = wrap(category?.name ?? 'Releia', 16);
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(44, Math.floor(330 / (0.56 * longest)));
  const serif = variant % 2 === 0;
  // The card crops the 2:3 cover to a centred square (y 100..500 of 600), so the name sits inside it.
  const firstY = 420 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="200" y="${(firstY + i * fontSize * 1.15).toFixed(1)}" font-family="${serif ? 'serif' : 'sans-serif'}" font-size="${fontSize}" font-weight="${serif ? 'normal' : 'bold'}" fill="${ink}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 400 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<clipPath id="art"><rect x="40" y="90" width="320" height="270"/></clipPath></defs>
<rect width="400" height="600" fill="url(#g)"/>
<g clip-path="url(#art)">${motif(variant, accent, ink)}</g>
<rect x="24" y="24" width="352" height="552" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="2"/>
${text}
<line x1="150" y1="530" x2="250" y2="530" stroke="${accent}" stroke-width="2"/>
<text x="200" y="560" font-family="sans-serif" font-size="16" letter-spacing="6" fill="${ink}" fill-opacity="0.8" text-anchor="middle">RELEIA</text>
</svg>`;
}

/** Cover numbers used when each category has `variants` designs. */
export function coverIndices(variants: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < REFERENCE_CATEGORIES.length; c++)
    for (let v = 0; v < Math.min(variants, COVER_VARIANTS); v++) out.push(coverIndex(c, v));
  return out;
}

/**
 * Renders the covers that are not on disk yet, a few at a time: libvips already uses threads per
 * image, so more parallel jobs than cores only adds memory.
 */
export async function generateCovers(
  dataDir: string,
  indices: readonly number[],
  onDone?: (count: number) => void,
): Promise<{ created: number; skipped: number }> {
  const dir = coversDir(dataDir);
  await mkdir(dir, { recursive: true });
  let created = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < indices.length) {
      const index = indices[next++] as number;
      const file = join(dir, coverFileName(index));
      if (existsSync(file)) {
        skipped++;
      } else {
        // Write then rename, so the image endpoint never serves half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        // effort 0 encodes in a quarter of the time of the default 4 (25 vs 99 ms); the file is
        // ~40 % bigger (17 KB), which does not matter: the image endpoint re-encodes what it serves.
        await sharp(Buffer.from(coverSvg(index)))
          .webp({ quality: 80, effort: 0 })
          .toFile(tmp);
        await rename(tmp, file);
        created++;
      }
      onDone?.(1);
    }
  };
  const workers = Math.max(1, Math.min(availableParallelism(), 4));
  await Promise.all(Array.from({ length: workers }, worker));
  return { created, skipped };
}
