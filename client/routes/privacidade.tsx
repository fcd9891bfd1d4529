import { createFileRoute, Link } from '@tanstack/react-router';
import { PageShell } from '../components/PageShell.tsx';
import { Prose } from '../components/Prose.tsx';

export const Route = createFileRoute('/privacidade')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <PageShell
      title="Política de Privacidade"
      intro="Como o Releia trata os seus dados pessoais, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018)."
    >
      <Prose>
        <h2>Quais dados guardamos</h2>
        <ul>
          <li>
            <strong>Conta:</strong> nome, e-mail e senha (guardada apenas como resumo criptográfico, nunca em
            texto).
          </li>
          <li>
            <strong>Perfil e livraria:</strong> nome de usuário, foto, biografia, cidade e os dados que você
            escolher publicar na sua livraria.
          </li>
          <li>
            <strong>Verificação de vendedor:</strong> nome completo, CPF e data de nascimento, usados apenas
            para confirmar quem vende.
          </li>
          <li>
            <strong>Endereço:</strong> usado nos pedidos para que o vendedor possa enviar o livro.
          </li>
          <li>
            <strong>Atividade:</strong> livros anunciados, curtidas, favoritos, livros vistos, livrarias
            seguidas, carrinho, pedidos, mensagens, avaliações e denúncias.
          </li>
          <li>
            <strong>Sessões:</strong> quando você entrou e até quando cada sessão vale.
          </li>
        </ul>
        <h2>Para que usamos</h2>
        <p>
          Para manter sua conta, mostrar seus anúncios, permitir compras e vendas entre leitores e proteger a
          comunidade contra fraudes. Não vendemos seus dados e não exibimos publicidade de terceiros.
        </p>
        <h2>O que os outros veem</h2>
        <p>
          Seu perfil público e sua livraria (nome, nome de usuário, foto, cidade e livros) são visíveis para
          todos. Em um pedido, comprador e vendedor veem os contatos um do outro para combinar pagamento e
          entrega.
        </p>
        <h2>Cookies</h2>
        <p>
          Usamos um único cookie, necessário para manter você conectado à sua conta. Não usamos cookies de
          rastreamento ou de publicidade. Buscas recentes ficam apenas no seu navegador; favoritos ficam no
          navegador e, se você estiver conectado, também na sua conta.
        </p>
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
            desligada a qualquer momento. Hoje o Releia não envia newsletter; o único e-mail enviado é o de
            confirmação do endereço.
          </li>
          <li>
            <strong>Excluir sua conta:</strong> &lsquo;Excluir minha conta&rsquo; pede sua senha (ou uma
            entrada recente com o Google) e não é possível com pedidos em andamento. Na exclusão, encerramos
            todas as sessões e apagamos seus anúncios, livraria, curtidas, favoritos, quem você segue,
            carrinho, dados pessoais, endereços e fotos. Seu e-mail fica livre para um novo cadastro.
          </li>
        </ul>
        <h3>O que fica depois da exclusão</h3>
        <p>
          Pedidos e conversas continuam para a outra pessoa e como registro da venda, com seu nome trocado por
          &lsquo;Conta excluída&rsquo; e sem seu e-mail, telefone ou endereço; as mensagens que você escreveu
          continuam como foram escritas. Suas avaliações ficam como &lsquo;Avaliação Anônima&rsquo;. O
          registro de ações da equipe anota a exclusão sem seus dados pessoais. Se preferir, a equipe do
          Releia também exclui a conta a seu pedido por escrito, com as mesmas regras.
        </p>
        <h2>Segurança</h2>
        <p>
          Senhas são protegidas com algoritmo de resumo moderno, as sessões expiram e podem ser encerradas em
          todos os aparelhos ao sair. Veja também os <Link to="/termos">Termos de Uso</Link>.
        </p>
      </Prose>
    </PageShell>
  );
}
