import { ScannerDialog } from './ScannerDialog.tsx';
import type { ScanPhase } from './use-barcode-scan.ts';

const PHASE_TEXT: Record<ScanPhase, string> = {
  starting: 'Abrindo a câmera...',
  scanning: 'Aponte a câmera para o código de barras do livro, na contracapa.',
  not_isbn: 'Este código não é de um ISBN (começa com 978 ou 979). Procure o código de barras do livro.',
};

/**
 * 'Escanear código de barras' (docs/product/listing.md#the-phones-camera): the rear camera in a
 * dialog (Escape or 'Fechar' closes it and stops the camera), until a book's EAN-13 is read.
 */
export function BarcodeScanner({
  onIsbn,
  onClose,
}: {
  onIsbn: (isbn13: string) => void;
  /** Closed by the seller (null) or because the camera could not read (what to tell them). */
  onClose: (problem: string | null) => void;
}) {
  return (
    <ScannerDialog
      title="Escanear código de barras"
      phaseText={PHASE_TEXT}
      frameClassName="aspect-[4/3]"
      aimClassName="absolute inset-x-8 top-1/2 h-0.5 -translate-y-1/2 bg-red-500/80"
      onCode={onIsbn}
      onClose={onClose}
    />
  );
}
