import { orderNumber } from '../../shared/order-number.ts';
import { orderPixCode } from '../../shared/pix/br-code.ts';
import type { PixKeyType } from '../../shared/pix/pix-key.ts';

// The Pix part of an order's answer (docs/product/pix.md#pix-code): the seller's key reaches only
// the buyer of an order awaiting payment; the seller learns only whether a key is set.

export interface SellerPix {
  id: string;
  status: string;
  totalCents: number;
  pixKeyType: PixKeyType | null;
  pixKey: string | null;
  pixName: string | null;
  pixCity: string | null;
}

export function orderPix(order: SellerPix, role: 'buyer' | 'seller') {
  const awaiting = order.status === 'aguardando_pagamento';
  const { pixKeyType: keyType, pixKey: key, pixName: name, pixCity: city } = order;
  const hasKey = keyType !== null && key !== null && name !== null && city !== null;
  const pix =
    role === 'buyer' && awaiting && hasKey
      ? {
          code: orderPixCode({ key, name, city, amountCents: order.totalCents, txid: orderNumber(order.id) }),
          key,
          keyType,
          name,
          city,
        }
      : null;
  return { pix, sellerHasPixKey: role === 'seller' && awaiting ? hasKey : null };
}
