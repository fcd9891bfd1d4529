import { Link } from '@tanstack/react-router';

/**
 * '/privacidade' on the LGPD rights: what the member does in 'Meus dados' and what stays after a
 * deletion, exactly as the product does it (docs/product/data-rights.md).
 */
export function PrivacyRights() {
  return (
    <>
      <h2>Seus direitos</h2>
      <p>
        Pela LGPD você pode, a qualquer momento, fazer tudo isto sozinho em{' '}
        <Link to="/dashboard" hash="meus-dados">
          Meu Perfil › Meus dados
        </Link>
        :
      </p>
      <ul>
        <li>
          <strong>Acessar e corrigir:</strong> a seção lista o que guardamos sobre você, com o link de onde
          cada parte é corrigida (perfil, livraria, dados pessoais, endereços).
        </li>
        <li>
          <strong>Levar seus dados:</strong> &lsquo;Baixar meus dados&rsquo; gera um arquivo ZIP com um
          arquivo JSON para cada tipo de dado e as fotos dos seus livros. O link vale por 24 horas e só
          funciona com você conectado. De outras pessoas, o arquivo traz apenas o nome público.
        </li>
        <li>
          <strong>Revogar consentimentos:</strong> a newsletter escolhida no cadastro pode ser ligada ou
          desligada a qualquer momento. Todo email de newsletter traz um link para sair dela, que funciona
          mesmo sem entrar na conta. Hoje o Releia não envia newsletter; o único email enviado é o de
          confirmação do endereço.
        </li>
        <li>
          <strong>Excluir sua conta:</strong> &lsquo;Excluir minha conta&rsquo; pede sua senha (ou uma entrada
          recente com o Google) e não é possível com pedidos em andamento. Na exclusão, encerramos todas as
          sessões e apagamos seus anúncios, livraria, curtidas, favoritos, quem você segue, carrinho, dados
          pessoais, endereços e fotos. Seu email fica livre para um novo cadastro.
        </li>
      </ul>
      <h3>O que fica depois da exclusão</h3>
      <p>
        Pedidos e conversas continuam para a outra pessoa e como registro da venda, com seu nome trocado por
        &lsquo;Conta excluída&rsquo; e sem seu email, telefone ou endereço; as mensagens que você escreveu
        continuam como foram escritas. Suas avaliações ficam como &lsquo;Avaliação Anônima&rsquo;. O registro
        de ações da equipe anota a exclusão sem seus dados pessoais. Se preferir, a equipe do Releia também
        exclui a conta a seu pedido por escrito, com as mesmas regras.
      </p>
    </>
  );
}
