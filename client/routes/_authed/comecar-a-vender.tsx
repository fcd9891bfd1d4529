import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../../components/PageShell.tsx';
import { SellerPathSteps } from '../../components/sell/SellerPath.tsx';

// Where 'Vender Livros' leads a member who cannot list yet (/add-book sends them here): the
// steps of docs/product/selling.md#becoming-a-seller, ending on the listing form. No loader: it
// would ship in the home page's entry script, and the steps load their own data.
export const Route = createFileRoute('/_authed/comecar-a-vender')({
  component: StartSelling,
});

function StartSelling() {
  return (
    <PageShell
      title="Comece a vender"
      intro="Alguns passos curtos e seu primeiro livro fica à venda. Os três primeiros todo vendedor faz uma vez; o último é opcional."
    >
      <div className="max-w-2xl">
        <SellerPathSteps />
      </div>
    </PageShell>
  );
}
