import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

/**
 * Chromium's launch options with a fake camera that shows the Y4M video at `video` (barcode-video.ts,
 * qr-video.ts) and is allowed without asking: `test.use({ launchOptions: fakeCamera(video) })`.
 */
export function fakeCamera(video: string) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  };
}
