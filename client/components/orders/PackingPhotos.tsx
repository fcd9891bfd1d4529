import { useQuery } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { brazilStamp } from '../../../shared/evidence.ts';
import { trpc } from '../../lib/trpc.ts';
import { EvidenceThumb } from '../evidence/EvidenceGallery.tsx';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';

/**
 * The packing photos the seller attached when marking the order sent (docs/product/orders.md#marking-it-sent),
 * to both parties, each stamped with the time Releia received it: the server's clock, not the
 * phone's, so neither side can date a photo as it likes. Nothing when there are none.
 */
export function PackingPhotos({ order }: { order: Pick<OrderDetail, 'id' | 'status' | 'pickup'> }) {
  const shipped = order.pickup === null && (order.status === 'enviado' || order.status === 'entregue');
  const { data, isError } = useQuery({
    ...trpc.orders.packingPhotos.queryOptions({ id: order.id }),
    enabled: shipped,
  });
  if (!shipped || (!isError && (!data || data.length === 0))) return null;
  return (
    <section className={card} aria-labelledby="fotos-da-embalagem">
      <h2 id="fotos-da-embalagem" className={`${cardTitle} flex items-center gap-2`}>
        <Camera aria-hidden="true" className="size-5 text-brand-700" />
        Fotos da embalagem
      </h2>
      {isError ? (
        <p role="alert" className="text-red-700 text-sm">
          Não foi possível carregar as fotos da embalagem. Recarregue a página para tentar de novo.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            Enviadas pelo vendedor ao marcar o pedido como enviado. Só vocês dois e a moderação as veem.
          </p>
          <ul aria-label="Fotos da embalagem" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {data?.map((photo, index) => (
              <li key={photo.url}>
                <figure className="flex flex-col gap-1">
                  <EvidenceThumb url={photo.url} alt={`Foto da embalagem ${index + 1}`} />
                  <figcaption className="text-stone-600 text-xs">
                    Recebida pelo Releia em {brazilStamp(photo.receivedAt)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
