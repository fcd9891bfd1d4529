import { Copy, ExternalLink } from 'lucide-react';
import { correiosTrackingUrl } from '../../../shared/tracking-code.ts';
import { copyText } from '../copy-text.ts';

const pill =
  'inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 font-medium text-sm text-stone-800 hover:bg-stone-100';

/**
 * A shipped order's Correios tracking code, for both parties: the public tracking page in a new
 * tab and a copy button, for the buyer to follow the parcel (docs/product/pix.md#tracking-code).
 */
export function TrackingCode({ code }: { code: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        Código de rastreio: <span className="font-mono font-semibold">{code}</span>
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={correiosTrackingUrl(code)} target="_blank" rel="noopener noreferrer" className={pill}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Rastrear nos Correios
        </a>
        <button
          type="button"
          onClick={() => void copyText(code, 'Código de rastreio copiado!')}
          className={pill}
        >
          <Copy aria-hidden="true" className="size-4" />
          Copiar código
        </button>
      </div>
    </div>
  );
}
