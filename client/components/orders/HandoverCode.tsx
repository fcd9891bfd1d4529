import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Loader2, QrCode, ScanQrCode } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { HANDOVER_CODE_MESSAGES, handoverCodeInput } from '../../../shared/handover-code.ts';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { FieldFrame, inputClass, inputStateClass } from '../form/Field.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { toast } from '../toast.ts';
import { useFocusAfterClose } from '../use-focus-after-close.ts';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';
import { PixQrCode } from './PixQrCode.tsx';

// A pickup confirmed by a code the buyer shows (docs/product/delivery.md#the-handover-code): the
// buyer's page shows it, the seller's page scans or takes its digits. The server decides who may
// read the code; this card only asks at the right moment.

const HandoverScanner = lazy(() => import('./HandoverScanner.tsx'));

/** '482913' read aloud digit by digit, and shown in two groups of three. */
const spoken = (code: string) => code.split('').join(' ');
const grouped = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

export function HandoverCode({
  order,
  onChanged,
}: {
  order: Pick<OrderDetail, 'id' | 'status' | 'pickup' | 'role'>;
  onChanged: () => Promise<void>;
}) {
  if (order.status !== 'pago' || !order.pickup) return null;
  return (
    <section className={card} aria-labelledby="codigo-de-entrega">
      <h2 id="codigo-de-entrega" className={`${cardTitle} flex items-center gap-2`}>
        <QrCode aria-hidden="true" className="size-5 text-brand-700" />
        {order.role === 'buyer' ? 'Código de entrega' : 'Confirmar com o código do comprador'}
      </h2>
      {order.role === 'buyer' ? (
        <BuyerCode orderId={order.id} />
      ) : (
        <SellerCodeEntry orderId={order.id} onChanged={onChanged} />
      )}
    </section>
  );
}

function BuyerCode({ orderId }: { orderId: string }) {
  const { data, isPending, isError, refetch } = useQuery(
    trpc.orders.handoverCode.queryOptions({ id: orderId }),
  );
  return (
    <>
      <p className="text-sm text-stone-800">
        Na hora da retirada, mostre este código ao vendedor. Ele escaneia o QR code ou digita os 6 números, e
        o pedido fica entregue.
      </p>
      {isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          Carregando o código de entrega...
        </p>
      )}
      {isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700 text-sm">
          Não foi possível carregar o código de entrega.
          <button type="button" onClick={() => void refetch()} className={secondaryButtonClass}>
            Tentar de novo
          </button>
        </div>
      )}
      {data && (
        <div className="flex flex-col items-center gap-3">
          <PixQrCode code={data.code} label={`QR code de entrega, código ${spoken(data.code)}`} />
          <p className="font-mono font-semibold text-3xl text-stone-900 tracking-[0.2em]">
            <span className="sr-only">Código: {spoken(data.code)}</span>
            <span aria-hidden="true">{grouped(data.code)}</span>
          </p>
        </div>
      )}
      <p className="text-stone-600 text-xs">
        Não envie este código por mensagem: mostre-o só quando estiver com os livros em mãos.
      </p>
    </>
  );
}

/** The seller's digits and their sending: a refusal is said beside them, with the focus. */
function useHandOver(orderId: string, onChanged: () => Promise<void>) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const handOver = useMutation(trpc.orders.handOverByCode.mutationOptions());

  const submit = async (digits: string) => {
    if (handOver.isPending) return;
    const parsed = handoverCodeInput.safeParse({ id: orderId, code: digits });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? HANDOVER_CODE_MESSAGES.format);
      inputRef.current?.focus();
      return;
    }
    try {
      await handOver.mutateAsync(parsed.data);
    } catch (failure) {
      // A wrong code, too many tries or an order that moved on: said beside the digits.
      setError(refusalMessage(failure, 'Não foi possível confirmar a entrega. Tente de novo.'));
      inputRef.current?.focus();
      await onChanged();
      return;
    }
    toast.success('Entrega confirmada', { description: 'O código conferiu: o pedido foi entregue.' });
    await onChanged();
  };

  const type = (digits: string) => {
    setCode(digits);
    setError(undefined);
  };
  return { code, type, error, inputRef, busy: handOver.isPending, submit };
}

type HandOver = ReturnType<typeof useHandOver>;

/**
 * 'Escanear código do comprador' or the typed digits; a code the camera reads is sent at once, so
 * the seller does nothing more than point the phone.
 */
function SellerCodeEntry({ orderId, onChanged }: { orderId: string; onChanged: () => Promise<void> }) {
  const entry = useHandOver(orderId, onChanged);
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const { inputRef } = entry;
  // The digits are the way on when the camera could not read.
  const focusDigitsAfterClose = useFocusAfterClose(scanning, () => inputRef.current);

  return (
    <>
      <p className="text-sm text-stone-800">
        Na hora da entrega, peça ao comprador para abrir este pedido no Releia. Escaneie o QR code da tela
        dele ou digite os 6 números: o pedido fica entregue na hora.
      </p>
      <button
        type="button"
        onClick={() => {
          setScanProblem(null);
          setScanning(true);
        }}
        className={clsx(secondaryButtonClass, 'self-start')}
      >
        <ScanQrCode aria-hidden="true" className="size-4" />
        Escanear código do comprador
      </button>
      {scanProblem && (
        <p role="alert" className="text-red-700 text-sm">
          {scanProblem}
        </p>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <HandoverScanner
            onCode={(read) => {
              setScanning(false);
              entry.type(read);
              void entry.submit(read);
            }}
            onClose={(problem) => {
              setScanning(false);
              if (problem) {
                setScanProblem(problem);
                focusDigitsAfterClose();
              }
            }}
          />
        </Suspense>
      )}
      <DigitsForm entry={entry} />
    </>
  );
}

function DigitsForm({ entry }: { entry: HandOver }) {
  const { error } = entry;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void entry.submit(entry.code);
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FieldFrame label="Código do comprador" error={error} className="sm:w-56">
        {({ id, describedBy }) => (
          <input
            id={id}
            ref={entry.inputRef}
            value={entry.code}
            onChange={(e) => entry.type(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            placeholder="000000"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(inputClass, inputStateClass(error), 'font-mono tracking-[0.2em]')}
          />
        )}
      </FieldFrame>
      <button
        type="submit"
        disabled={entry.busy}
        className={clsx(primaryButtonClass, 'disabled:opacity-60 sm:mt-7')}
      >
        {entry.busy && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
        Confirmar entrega
      </button>
    </form>
  );
}
