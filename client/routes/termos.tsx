import { createFileRoute, Link } from '@tanstack/react-router';
import { PageShell } from '../components/PageShell.tsx';
import { Prose } from '../components/Prose.tsx';

export const Route = createFileRoute('/termos')({
  component: TermsPage,
});

function TermsPage() {
  return (
    <PageShell
      title="Termos de Uso"
      intro="Estes são os termos que você aceita ao criar sua conta no Releia. Leia com atenção."
    >
      <Prose>
        <h2>1. O que é o Releia</h2>
        <p>
          O Releia é uma plataforma que aproxima pessoas que querem vender e comprar livros usados. O Releia
          não é vendedor, não é dono dos livros anunciados e não intermedia pagamentos.
        </p>
        <h2>2. Sua conta</h2>
        <ul>
          <li>Você deve informar dados verdadeiros e mantê-los atualizados.</li>
          <li>
            A conta é pessoal: guarde sua senha e não a compartilhe. Você responde pelo que for feito com ela.
          </li>
          <li>Para vender, é preciso confirmar o email e completar os dados pessoais e o endereço.</li>
        </ul>
        <h2>3. Vendas entre pessoas</h2>
        <ul>
          <li>Cada venda é um acordo direto entre comprador e vendedor.</li>
          <li>
            O pagamento e a entrega são combinados entre as partes. O pedido registra os livros, o valor
            total, o frete e os contatos de cada um.
          </li>
          <li>Livros usados são exemplares únicos: cada anúncio vale para uma unidade.</li>
          <li>
            Comprador e vendedor podem cancelar o pedido antes do envio; depois do envio, cabe ao comprador
            confirmar a entrega.
          </li>
        </ul>
        <h2>4. Anúncios honestos</h2>
        <ul>
          <li>
            Descreva o livro como ele é: título, autor, edição e estado de conservação reais, com fotos do
            próprio exemplar.
          </li>
          <li>Informe defeitos como páginas marcadas, riscos, manchas ou capa danificada.</li>
          <li>
            Mantenha seus anúncios atualizados e marque como vendido o livro que já não estiver disponível.
          </li>
          <li>Você não pode comprar os seus próprios livros.</li>
        </ul>
        <h2>5. Itens proibidos</h2>
        <ul>
          <li>Cópias piratas, reproduções não autorizadas e arquivos digitais.</li>
          <li>Material que incite ódio, violência ou discriminação, ou que seja ilegal no Brasil.</li>
          <li>Qualquer item que não seja livro, revista em quadrinhos ou mangá.</li>
          <li>Anúncios enganosos, repetidos ou usados para spam.</li>
        </ul>
        <h2>6. Convivência</h2>
        <p>
          Trate as outras pessoas com respeito nas mensagens e avaliações. Avaliações devem relatar a sua
          experiência real com a compra.
        </p>
        <h2>7. Suspensão da conta</h2>
        <p>
          Contas que descumprirem estes termos podem ter anúncios removidos e ser suspensas ou encerradas, de
          forma temporária ou definitiva, a critério da equipe do Releia.
        </p>
        <h2>8. Alterações</h2>
        <p>
          Estes termos podem ser atualizados. Mudanças importantes serão avisadas no site. Veja também a{' '}
          <Link to="/privacidade">Política de Privacidade</Link>.
        </p>
      </Prose>
    </PageShell>
  );
}
