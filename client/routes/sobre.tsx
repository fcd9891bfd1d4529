import { createFileRoute, Link } from '@tanstack/react-router';
import { DEMO_LABEL, DEMO_SECTION_ID } from '../components/layout/DemoNotice.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { Prose } from '../components/Prose.tsx';

export const Route = createFileRoute('/sobre')({
  component: AboutPage,
});

function AboutPage() {
  return (
    <PageShell title="Sobre o Releia" intro="Descubra, compre e venda livros.">
      <Prose>
        <p>
          O Releia é um marketplace de livros usados feito por leitores e para leitores. Aqui qualquer pessoa
          pode anunciar os livros que já leu e encontrar o próximo livro favorito na estante de outra pessoa.
        </p>
        <h2>Como funciona</h2>
        <ul>
          <li>
            Visitantes navegam e buscam livros, conhecem as livrarias dos vendedores e veem os detalhes de
            cada exemplar.
          </li>
          <li>
            Quem tem conta monta a sua própria livraria, anuncia livros, curte, segue outros leitores e guarda
            livros no carrinho.
          </li>
          <li>
            As vendas acontecem diretamente entre pessoas. O Releia não processa pagamentos: comprador e
            vendedor combinam o pagamento e o envio entre si, e o pedido registra os contatos e o valor total.
          </li>
          <li>Cada vendedor envia o seu próprio pacote, com frete fixo por vendedor.</li>
        </ul>
        <h2>Por que livros usados</h2>
        <p>
          Um livro parado na estante pode ser a próxima leitura de alguém. Vender e comprar usados deixa a
          leitura mais acessível, dá uma nova vida aos livros e aproxima quem gosta de ler.
        </p>
        <h2 id={DEMO_SECTION_ID} className="scroll-mt-24">
          {DEMO_LABEL}
        </h2>
        <p>
          Quando o rodapé mostra o aviso '{DEMO_LABEL}', este Releia ainda tem o conjunto de exemplo que vem
          com ele: pessoas, livrarias, livros, pedidos e avaliações inventados para que se possa conhecer o
          site antes de a comunidade chegar. Nenhum desses livros existe e nenhum desses pedidos aconteceu.
          Quem administra o servidor remove esses dados quando a comunidade começa de verdade; as contas
          criadas por pessoas reais continuam.
        </p>
        <h2>Regras da comunidade</h2>
        <p>
          Ao criar uma conta você aceita os <Link to="/termos">Termos de Uso</Link>. Saiba também como
          tratamos os seus dados na <Link to="/privacidade">Política de Privacidade</Link>.
        </p>
      </Prose>
    </PageShell>
  );
}
