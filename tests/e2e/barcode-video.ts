import { writeFileSync } from 'node:fs';

// A video file for Chromium's fake camera (--use-file-for-fake-video-capture) showing one EAN-13
// barcode, drawn here so the repository keeps no binary: a Y4M (raw YUV 4:2:0), two seconds of a
// blank page (the camera not yet on the book, so the open scanner can be seen) then one of the
// barcode, black bars on white, as a phone would see the back of a book held still.

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
/** Which of the left digits use G: fixed by the first digit, which has no bars of its own. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13, '1' for a bar. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`EAN-13 inválido: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'G' ? G[d] : L[d]) ?? '')
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R[d] ?? '')
    .join('');
  return `101${left}01010${right}101`;
}

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 5;
const BLANK_FRAMES = 20;
const BARCODE_FRAMES = 10;

/** Writes the barcode of `code` as a Y4M video at `path`. */
export function writeBarcodeVideo(code: string, path: string): void {
  const modules = ean13Modules(code);
  const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 90; y < HEIGHT - 90; y++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === '1')
        luma.fill(16, y * WIDTH + left + m * MODULE_PX, y * WIDTH + left + (m + 1) * MODULE_PX);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = (y: Buffer) => Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const blank = frame(Buffer.alloc(WIDTH * HEIGHT, 235));
  const barcode = frame(luma);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = [...Array(BLANK_FRAMES).fill(blank), ...Array(BARCODE_FRAMES).fill(barcode)];
  writeFileSync(path, Buffer.concat([header, ...frames]));
}
