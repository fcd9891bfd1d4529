import { copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KNOWN_ISBN } from '../helpers/isbn-stub.ts';
import { writeBarcodeVideo } from './barcode-video.ts';
import { fakeCamera } from './fake-camera.ts';
import { expect, type Page, screenshot, signInByApi, test } from './fixtures.ts';

// The phone's camera (docs/product/listing.md#the-phones-camera) in Chromium, whose fake camera
// shows the barcode of the fake provider's ISBN (tests/e2e/barcode-video.ts): Debian's Chromium
// has no BarcodeDetector of its own, so this reads through the WebAssembly one, whose .wasm must
// come from Releia, like everything else the page loads.

const video = join(tmpdir(), `releia-isbn-barcode-${process.pid}.y4m`);
writeBarcodeVideo(KNOWN_ISBN, video);

test.use({
  launchOptions: fakeCamera(video),
});

const SELLER = 'livreiro@example.com';

/** Every request of the page, to tell the ones that leave this machine. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => void seen.push(request.url()));
  return seen;
}

for (const width of [1280, 390]) {
  test(`a seller scans a book's barcode and the form fills from it (${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await context.grantPermissions(['camera']);
    const seen = requests(page);
    await signInByApi(context, baseURL, SELLER);
    await page.goto('/add-book');
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

    await page.getByRole('button', { name: 'Escanear código de barras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Escanear código de barras' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Aponte a câmera')).toBeVisible();
    copyFileSync(await screenshot(page, `isbn-camera-${width}`), `/tmp/isbn-camera-${width}.png`);

    await expect(page.getByRole('textbox', { name: /ISBN/ })).toHaveValue(KNOWN_ISBN, { timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Código lido: ISBN ${KNOWN_ISBN}.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Memórias Póstumas de Brás Cubas: Edição comentada',
    );
    // The camera is off once the code is read.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('video')].some((v) => (v.srcObject as MediaStream | null)?.active),
      ),
    ).toBe(false);
    copyFileSync(await screenshot(page, `isbn-camera-read-${width}`), `/tmp/isbn-camera-read-${width}.png`);

    expect(seen.filter((url) => url.endsWith('.wasm'))).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/assets\/zxing_reader-[\w-]+\.wasm$/),
    ]);
    expect(seen.filter((url) => !/^(data:|blob:|http:\/\/127\.0\.0\.1[:/])/.test(url))).toEqual([]);
  });
}
