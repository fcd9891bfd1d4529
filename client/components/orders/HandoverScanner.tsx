import { handoverCodeFrom } from '../../../shared/handover-code.ts';
import { ScannerDialog } from '../sell/ScannerDialog.tsx';
import type { CodeReader, ScanPhase } from '../sell/use-barcode-scan.ts';

// 'Escanear código do comprador' (docs/product/delivery.md#the-handover-code): the listing form's
// camera and detector, reading the QR code of the buyer's order page. Loaded only when the seller
// opens it, so the order page carries no scanner until then.

const HANDOVER_READER: CodeReader = {
  format: 'qr_code',
  read: handoverCodeFrom,
  messages: {
    unsupported: 'Este navegador não dá acesso à câmera. Digite os 6 números do código do comprador.',
    denied:
      'Você não permitiu o uso da câmera. Digite os 6 números do código do comprador, ou permita a câmera nas configurações do navegador e tente de novo.',
    noCamera: 'Não encontramos uma câmera neste aparelho. Digite os 6 números do código do comprador.',
    failed: 'Não foi possível abrir a câmera. Digite os 6 números do código do comprador.',
    noReader: 'Não foi possível ler QR codes neste navegador. Digite os 6 números do código do comprador.',
    timeout:
      'Não encontramos o QR code do comprador em 20 segundos. Digite os 6 números ou tente de novo com mais luz.',
  },
};

const PHASE_TEXT: Record<ScanPhase, string> = {
  starting: 'Abrindo a câmera...',
  scanning: 'Aponte a câmera para o QR code na tela do comprador.',
  not_isbn: 'Este QR code não é um código de entrega do Releia. Peça ao comprador para abrir o pedido.',
};

export default function HandoverScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  /** Closed by the seller (null) or because the camera could not read (what to tell them). */
  onClose: (problem: string | null) => void;
}) {
  return (
    <ScannerDialog
      title="Escanear código do comprador"
      phaseText={PHASE_TEXT}
      reader={HANDOVER_READER}
      frameClassName="aspect-square sm:aspect-[4/3]"
      aimClassName="absolute inset-0 m-auto size-2/3 rounded-lg border-2 border-white/80 sm:size-1/2"
      onCode={onCode}
      onClose={onClose}
    />
  );
}
