import { Link } from '@tanstack/react-router';
import { CheckCircle2, Copy, QrCode } from 'lucide-react';
import { formatPrice } from '../../../shared/format.ts';
import { PIX_KEY_TYPE_LABELS } from '../../../shared/pix/pix-key.ts';
import { copyText } from '../copy-text.ts';
import { primaryButtonClass } from '../PageShell.tsx';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';
import { PixQrCode } from './PixQrCode.tsx';
import { useReportPayment } from './use-report-payment.ts';

type Pix = NonNullable<OrderDetail['pix']>;

const pill =
  'inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 font-medium text-sm text-stone-800 hover:bg-stone-100 disabled:opacity-60';

/**
 * The buyer's way to pay an order awaiting payment (docs/product/pix.md#the-pix-card): the static
 * BR Code for exactly the total, as a QR code and as text to copy, then 'Já paguei' to tell the
 * seller, who still confirms with 'Pagamento recebido'. 'Já paguei' is the buyer's one step here,
 * so it is the primary button.
 */
export function PixCard({
  order,
  pix,
  onChanged,
}: {
  order: Pick<OrderDetail, 'id' | 'totalCents' | 'paymentReportedAt' | 'actions'>;
  pix: Pix;
  onChanged: () => Promise<void>;
}) {
  const report = useReportPayment(order.id, onChanged);
  return (
    <section className={card} aria-labelledby="pagar-pix">
      <h2 id="pagar-pix" className={`${cardTitle} flex items-center gap-2`}>
        <QrCode aria-hidden="true" className="size-5 text-brand-700" />
        Pagar com Pix
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">Valor</dt>
        <dd className="font-semibold text-stone-900">{formatPrice(order.totalCents)}</dd>
        <dt className="text-stone-600">Recebedor</dt>
        <dd className="text-stone-900">{pix.name}</dd>
        <dt className="text-stone-600">Chave ({PIX_KEY_TYPE_LABELS[pix.keyType]})</dt>
        <dd className="break-all text-stone-900">{pix.key}</dd>
      </dl>
      <PixQrCode code={pix.code} label={`QR code Pix de ${formatPrice(order.totalCents)}`} />
      <p className="break-all rounded-xl bg-stone-100 p-3 font-mono text-stone-800 text-xs">{pix.code}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => void copyText(pix.code, 'Código Pix copiado!')} className={pill}>
          <Copy aria-hidden="true" className="size-4" />
          Copiar código Pix
        </button>
        {order.actions.includes('reportPayment') && (
          <button
            type="button"
            onClick={() => void report.run()}
            disabled={report.pending}
            className={`${primaryButtonClass} disabled:opacity-60`}
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Já paguei
          </button>
        )}
      </div>
      {order.paymentReportedAt !== null && (
        <p className="text-sm text-stone-700">Você informou o pagamento.</p>
      )}
    </section>
  );
}

/** A seller without a Pix key, on an order awaiting payment: where to add one. */
export function PixKeyPrompt() {
  return (
    <p className="rounded-xl bg-amber-50 p-3 text-amber-900 text-sm">
      <Link to="/dashboard" className="font-medium underline">
        Cadastre sua chave Pix para que o comprador pague pelo código
      </Link>
    </p>
  );
}
