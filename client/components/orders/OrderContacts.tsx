import { Link } from '@tanstack/react-router';
import { Handshake, Mail, Phone, Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** The other party's card: who they are, how to reach them, the order's chat, then a note. */
function ContactCard({
  id,
  icon,
  title,
  name,
  party,
  orderId,
  chatLabel,
  member = null,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  name: ReactNode;
  party: { email?: string | null; phone?: string | null };
  orderId: string;
  chatLabel: string;
  /** The person behind a store named otherwise (docs/product/glossary.md#naming-the-seller). */
  member?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className={`${cardTitle} flex items-center gap-2`}>
        {icon}
        {title}
      </h2>
      <p className="font-medium text-stone-900">{name}</p>
      {member && <p className="-mt-2 text-sm text-stone-600">{member}</p>}
      <ContactLines email={party.email} phone={party.phone} />
      <OrderChatLink orderId={orderId} label={chatLabel} />
      {children}
    </section>
  );
}

/** Releia takes no payment: the parties settle it between them. */
function PaymentNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
      <Handshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}

export function SellerContact({ order }: { order: OrderDetail }) {
  const { seller } = order;
  return (
    <ContactCard
      id="contato-vendedor"
      icon={<Store aria-hidden="true" className="size-5 text-brand-700" />}
      title="Vendedor"
      name={
        seller.username ? (
          <Link
            to="/livraria/$username"
            params={{ username: seller.username }}
            className="inline-flex min-h-11 items-center hover:underline md:pointer-fine:min-h-0"
          >
            {seller.name}
          </Link>
        ) : (
          seller.name
        )
      }
      party={seller}
      orderId={order.id}
      chatLabel="Conversar com o vendedor"
      member={seller.memberName !== seller.name ? seller.memberName : null}
    >
      <PaymentNote>
        O pagamento de {formatPrice(order.totalCents)} é combinado diretamente com o vendedor: o Releia não
        processa pagamentos.
      </PaymentNote>
    </ContactCard>
  );
}

export function BuyerContact({ order }: { order: OrderDetail }) {
  return (
    <ContactCard
      id="contato-comprador"
      icon={<User aria-hidden="true" className="size-5 text-brand-700" />}
      title="Comprador"
      name={order.buyer.name}
      party={order.buyer}
      orderId={order.id}
      chatLabel="Conversar com o comprador"
    >
      {order.status === 'aguardando_pagamento' && (
        <PaymentNote>
          Combine o pagamento de {formatPrice(order.totalCents)} com o comprador e confirme aqui quando
          receber.
        </PaymentNote>
      )}
    </ContactCard>
  );
}
