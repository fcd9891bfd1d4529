import { isbn13CheckDigit } from '../../../shared/isbn.ts';

// Reading a book's barcode (docs/product/listing.md#the-phones-camera): the browser's own
// BarcodeDetector where it reads EAN-13, else barcode-detector's WebAssembly one (zxing-wasm),
// imported only when the seller opens the camera, its .wasm served by Releia itself
// (docs/decisions/043-isbn-prefill-and-barcodes.md): pages never load anything from elsewhere.

/** What the scanner needs of a detector: the codes in the video's current frame. */
export interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string; format: string }[]>;
}

/** The codes Releia reads: a book's EAN-13, and the QR code of a pickup's handover (docs/product/delivery.md#the-handover-code). */
export type BarcodeFormat = 'ean_13' | 'qr_code';

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The ISBN-13 an EAN-13 stands for: 978 or 979 and its check digit holding; null for any other code. */
export function isbnFromBarcode(raw: string): string | null {
  const code = raw.trim();
  if (!/^97[89]\d{10}$/.test(code)) return null;
  return String(isbn13CheckDigit(code.slice(0, 12))) === code.slice(12) ? code : null;
}

async function nativeDetector(format: BarcodeFormat): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes(format) ? new Native({ formats: [format] }) : null;
  } catch {
    return null;
  }
}

/** A detector of `format`, the browser's or the WebAssembly one; rejects when neither can be had. */
export async function loadDetector(format: BarcodeFormat = 'ean_13'): Promise<Detector> {
  const native = await nativeDetector(format);
  if (native) return native;
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // zxing-wasm would fetch its .wasm from a CDN: it comes from this build instead.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [format] });
}
