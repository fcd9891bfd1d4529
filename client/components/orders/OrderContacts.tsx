import { Link } from '@tanstack/react-router';
import { Handshake, Mail, Phone, Store, User } from 'lucide-react';
import { formatPrice } from '../../../shared/format.ts';
import { OrderChatLink } from '../messages/StartButtons.tsx';
import type { OrderDetail } from './model.ts';
import { card, cardTitle } from './order-card-classes.ts';

function ContactLines({ email, phone }: { email?: string | null; phone?: string | null }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {email && (
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          <a href={`mailto:${email}`} className="break-all text-brand-800 hover:underline">
            {email}
          </a>
        </li>
      )}
      {phone ? (
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 hover:underline">
            {phone}
          </a>
        </li>
      ) : (
        <li className="text-stone-500">Telefone não informado</li>
      )}
    </ul>
  );
}

export function SellerContact({ order }: { order: OrderDetail }) {
  return (
    <section className={card} aria-labelledby="contato-vendedor">
      <h2 id="contato-vendedor" className={`${cardTitle} flex items-center gap-2`}>
        <Store aria-hidden="true" className="size-5 text-brand-700" />
        Vendedor
      </h2>
      <p className="font-medium text-stone-900">
        {order.seller.username ? (
          <Link
            to="/livraria/$username"
            params={{ username: order.seller.username }}
            className="hover:underline"
          >
            {order.seller.name}
          </Link>
        ) : (
          order.seller.name
        )}
      </p>
      <ContactLines email={order.seller.email} phone={order.seller.phone} />
      <OrderChatLink orderId={order.id} label="Conversar com o vendedor" />
      <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
        <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          O pagamento de {formatPrice(order.totalCents)} é combinado diretamente com o vendedor: o Releia não
          processa pagamentos.
        </span>
      </p>
    </section>
  );
}

export function BuyerContact({ order }: { order: OrderDetail }) {
  return (
    <section className={card} aria-labelledby="contato-comprador">
      <h2 id="contato-comprador" className={`${cardTitle} flex items-center gap-2`}>
        <User aria-hidden="true" className="size-5 text-brand-700" />
        Comprador
      </h2>
      <p className="font-medium text-stone-900">{order.buyer.name}</p>
      <ContactLines email={order.buyer.email} phone={order.buyer.phone} />
      <OrderChatLink orderId={order.id} label="Conversar com o comprador" />
      {order.status === 'aguardando_pagamento' && (
        <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
          <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            Combine o pagamento de {formatPrice(order.totalCents)} com o comprador e confirme aqui quando
            receber.
          </span>
        </p>
      )}
    </section>
  );
}
