import { createFileRoute, Link } from '@tanstack/react-router';
import { PrivacyRights } from '../components/my-data/PrivacyRights.tsx';
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
            <strong>Conta:</strong> nome, email e senha (guardada apenas como resumo criptográfico, nunca em
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
            <strong>Sessões:</strong> em qual navegador e quando você entrou, e até quando cada sessão vale.
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
        <PrivacyRights />
        <h2>Segurança</h2>
        <p>
          Senhas são protegidas com algoritmo de resumo moderno, as sessões expiram e podem ser encerradas em
          todos os aparelhos ao sair. Veja também os <Link to="/termos">Termos de Uso</Link>.
        </p>
      </Prose>
    </PageShell>
  );
}
