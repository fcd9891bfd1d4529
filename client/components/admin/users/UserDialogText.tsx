import type { AdminUser, UserActionKind } from './user-actions.ts';

/** What confirming the action does to this account. */
export function UserDialogText({ kind, user }: { kind: UserActionKind; user: AdminUser }) {
  const who = (
    <strong>
      {user.name} ({user.email})
    </strong>
  );
  switch (kind) {
    case 'suspend':
      return (
        <p>
          {who} não poderá entrar, todas as sessões serão encerradas e os {user.counts.listed} livros à venda
          sairão das listagens até a reativação.
        </p>
      );
    case 'reinstate':
      return <p>{who} poderá entrar de novo e os livros que a suspensão ocultou voltam às listagens.</p>;
    case 'grant':
      return <p>{who} terá acesso a toda a área administrativa.</p>;
    case 'revoke':
      return (
        <p>
          {who} deixará de acessar a área administrativa. A última conta administradora não pode perder o
          acesso.
        </p>
      );
    case 'delete':
      return (
        <p>
          A pedido escrito de {who}: a conta e os dados pessoais são excluídos de vez, os livros saem das
          listagens, e pedidos, mensagens e avaliações ficam para a outra parte como 'Conta excluída'. Não é
          possível com pedidos em andamento. Informe o motivo e a referência do pedido (email, protocolo).
        </p>
      );
  }
}
