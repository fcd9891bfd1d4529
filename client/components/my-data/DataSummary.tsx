import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// 'Meus dados' (docs/product/data-rights.md#meus-dados): what Releia holds about the member, in
// plain words, each part with the place where it is seen or corrected.

// 44 px tall on phones and touch screens (docs/product/accessibility.md#touch-targets), a plain line with a mouse.
const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 md:pointer-fine:min-h-0';

function Item({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-0.5 border-stone-100 border-b py-2.5 last:border-b-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <div>
        <strong className="text-stone-900">{title}</strong>
        <p className="text-sm text-stone-600">{children}</p>
      </div>
      <div className="shrink-0 text-sm">{action}</div>
    </li>
  );
}

export function DataSummary() {
  return (
    <ul aria-label="O que o Releia guarda sobre você">
      <Item
        title="Conta e perfil"
        action={
          <Link to="/dashboard" hash="perfil" className={linkClass}>
            Corrigir no Perfil
          </Link>
        }
      >
        Seu email, como você entra (senha ou Google), nome, nome de usuário, foto, gênero, bio e cidade.
      </Item>
      <Item
        title="Livraria"
        action={
          <Link to="/dashboard" hash="livraria" className={linkClass}>
            Corrigir na Minha Livraria
          </Link>
        }
      >
        Nome, descrição, foto e cidade da sua livraria, e a chave Pix, se você cadastrou uma.
      </Item>
      <Item
        title="Dados pessoais e endereços"
        action={
          <Link to="/dashboard" hash="verificacao" className={linkClass}>
            Corrigir na Verificação
          </Link>
        }
      >
        Nome completo, CPF (só você o vê inteiro), data de nascimento e os endereços que você cadastrou.
      </Item>
      <Item
        title="Livros anunciados"
        action={
          <Link to="/estante" className={linkClass}>
            Ver Minha Estante
          </Link>
        }
      >
        Os livros que você anuncia, com as fotos que você enviou.
      </Item>
      <Item
        title="Atividade"
        action={
          <Link to="/favoritos" className={linkClass}>
            Ver favoritos
          </Link>
        }
      >
        Curtidas, favoritos, livros que você viu, carrinho e as livrarias que você segue.
      </Item>
      <Item
        title="Pedidos e mensagens"
        action={
          <Link to="/pedidos" className={linkClass}>
            Ver pedidos
          </Link>
        }
      >
        Pedidos como comprador e vendedor, as mensagens das suas conversas, avaliações escritas e recebidas e
        denúncias que você fez.
      </Item>
      <Item title="Sessões" action={null}>
        Em qual navegador e quando você entrou, e até quando cada sessão vale. Nunca guardamos sua senha em
        texto, só um resumo dela.
      </Item>
    </ul>
  );
}
