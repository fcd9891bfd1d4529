import { writeFileSync } from 'node:fs';
import { create } from 'qrcode';

// A video file for Chromium's fake camera (--use-file-for-fake-video-capture) showing one QR
// code, drawn here with the qrcode library the order page draws it with, so the repository keeps
// no binary: a Y4M (raw YUV 4:2:0), two seconds of a blank screen (the camera not yet on the
// buyer's phone, so the open scanner can be seen) then one of the code, as a phone held still
// would show it. Without a code, the whole video is blank.

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 10;
const QUIET_ZONE = 4;
const BLANK_FRAMES = 20;
const CODE_FRAMES = 10;
const WHITE = 235;
const BLACK = 16;

function qrLuma(text: string): Buffer {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * MODULE_PX;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const x = left + (col + QUIET_ZONE) * MODULE_PX;
      for (let y = 0; y < MODULE_PX; y++) {
        const start = (top + (row + QUIET_ZONE) * MODULE_PX + y) * WIDTH + x;
        luma.fill(BLACK, start, start + MODULE_PX);
      }
    }
  return luma;
}

/** Writes the QR code of `text` (or, with null, only a blank screen) as a Y4M video at `path`. */
export function writeQrVideo(text: string | null, path: string): void {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = (y: Buffer) => Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const blank = frame(Buffer.alloc(WIDTH * HEIGHT, WHITE));
  const code = text === null ? blank : frame(qrLuma(text));
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = [...Array(BLANK_FRAMES).fill(blank), ...Array(CODE_FRAMES).fill(code)];
  writeFileSync(path, Buffer.concat([header, ...frames]));
}
