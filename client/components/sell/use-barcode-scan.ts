import { type RefObject, useEffect, useRef, useState } from 'react';
import { type BarcodeFormat, type Detector, isbnFromBarcode, loadDetector } from './barcode.ts';

// The camera while the scanner is open (docs/product/listing.md#the-phones-camera): the rear one,
// a frame looked at every few tenths of a second, stopped as soon as a code is read, the dialog
// closes or the time is up.

/** How long the camera looks for a code before giving up. */
export const SCAN_TIMEOUT_MS = 20_000;
const FRAME_EVERY_MS = 250;

export const SCAN_MESSAGES = {
  unsupported: 'Este navegador não dá acesso à câmera. Digite o ISBN no campo.',
  denied:
    'Você não permitiu o uso da câmera. Digite o ISBN no campo, ou permita a câmera nas configurações do navegador e tente de novo.',
  noCamera: 'Não encontramos uma câmera neste aparelho. Digite o ISBN no campo.',
  failed: 'Não foi possível abrir a câmera. Digite o ISBN no campo.',
  noReader: 'Não foi possível ler códigos de barras neste navegador. Digite o ISBN no campo.',
  timeout:
    'Não encontramos um código de barras de ISBN em 20 segundos. Digite o ISBN no campo ou tente de novo com mais luz.',
} as const;

/**
 * What a scanner looks for: the detector's format, the code a raw value stands for (null for any
 * other code) and what to tell the person when the camera stops. The listing form reads ISBNs;
 * the order page reads a pickup's handover code (docs/product/delivery.md#the-handover-code).
 */
export interface CodeReader {
  format: BarcodeFormat;
  read: (raw: string) => string | null;
  messages: Record<keyof typeof SCAN_MESSAGES, string>;
}

export const ISBN_READER: CodeReader = { format: 'ean_13', read: isbnFromBarcode, messages: SCAN_MESSAGES };

/** Said in the dialog while it looks: what the camera is doing. */
export type ScanPhase = 'starting' | 'scanning' | 'not_isbn';

function cameraProblem(error: unknown, messages: CodeReader['messages']): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return messages.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return messages.noCamera;
  return messages.failed;
}

/**
 * Opens the camera into `videoRef` and reads `reader`'s codes (EAN-13 by default) until one is
 * what it looks for (`onIsbn`, an ISBN by default) or something stops it (`onFail` with what to
 * tell the person). Everything stops on unmount.
 */
export function useBarcodeScan(
  videoRef: RefObject<HTMLVideoElement | null>,
  onIsbn: (isbn13: string) => void,
  onFail: (message: string) => void,
  reader: CodeReader = ISBN_READER,
): ScanPhase {
  const [phase, setPhase] = useState<ScanPhase>('starting');
  const callbacks = useRef({ onIsbn, onFail });
  callbacks.current = { onIsbn, onFail };
  // The reader is fixed for the dialog's life: a new object each render must not restart the camera.
  const readerRef = useRef(reader);

  useEffect(() => {
    const { format, read, messages } = readerRef.current;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const fail = (message: string) => {
      if (stopped) return;
      stop();
      callbacks.current.onFail(message);
    };
    const deadline = setTimeout(() => fail(messages.timeout), SCAN_TIMEOUT_MS);

    const look = async (detector: Detector, video: HTMLVideoElement) => {
      if (stopped) return;
      if (video.readyState >= 2) {
        const codes = await detector.detect(video).catch(() => []);
        const isbn = codes.map((c) => read(c.rawValue)).find((i) => i !== null);
        if (stopped) return;
        if (isbn) {
          stop();
          callbacks.current.onIsbn(isbn);
          return;
        }
        if (codes.length > 0) setPhase('not_isbn');
      }
      timer = setTimeout(() => void look(detector, video), FRAME_EVERY_MS);
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return fail(messages.unsupported);
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        return fail(cameraProblem(error, messages));
      }
      // Closed while the browser asked for permission: the camera it opened stops at once.
      if (stopped) return stop();
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = stream;
      await video.play().catch(() => {});
      let detector: Detector;
      try {
        detector = await loadDetector(format);
      } catch {
        return fail(messages.noReader);
      }
      if (stopped) return;
      setPhase('scanning');
      void look(detector, video);
    };
    void start();
    return () => {
      clearTimeout(deadline);
      stop();
    };
  }, [videoRef]);

  return phase;
}
