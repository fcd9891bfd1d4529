import { Loader2 } from 'lucide-react';
import { ordersInProgressMessage } from '../../../shared/data-rights.ts';
import { PasswordField } from '../auth/PasswordField.tsx';
import { DialogActions } from '../DialogActions.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { useDeleteAccount } from './use-delete-account.ts';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-800 text-sm hover:bg-red-50';

/** What deletion does, as the member reads it before confirming (docs/product/data-rights.md#deletion). */
function Consequences() {
  return (
    <ul className="ml-4 list-disc space-y-1">
      <li>Você sai de todos os aparelhos e não poderá mais entrar com esta conta.</li>
      <li>
        Seus livros saem das listagens. Sua livraria, curtidas, favoritos, quem você segue, carrinho, dados
        pessoais, endereços e fotos são apagados.
      </li>
      <li>
        Pedidos e mensagens continuam visíveis para a outra pessoa, com seu nome trocado por 'Conta excluída'.
        Suas avaliações ficam como 'Avaliação Anônima'.
      </li>
      <li>Seu email fica livre para um novo cadastro.</li>
      <li>
        <strong>Não dá para desfazer.</strong> Se quiser uma cópia, baixe seus dados antes.
      </li>
    </ul>
  );
}

export function DeleteAccount() {
  const d = useDeleteAccount();
  const info = d.check.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        Exclui sua conta e seus dados pessoais. Não é possível com pedidos em andamento.
      </p>
      <div>
        <button type="button" className={dangerButtonClass} onClick={() => d.setOpen(true)}>
          Excluir minha conta
        </button>
      </div>
      <FormDialog
        open={d.open}
        onOpenChange={d.setOpen}
        busy={d.busy}
        alert
        wide
        title="Excluir minha conta"
        description={<Consequences />}
        onSubmit={d.confirm}
      >
        {d.check.isLoading && (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
            <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> Carregando...
          </p>
        )}
        {d.check.isError && (
          <p role="alert" className="text-red-700 text-sm">
            Não foi possível carregar. Feche e tente de novo.
          </p>
        )}
        {info && info.ordersInProgress.length > 0 && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
            {ordersInProgressMessage(info.ordersInProgress)}
          </p>
        )}
        {info?.hasPassword && (
          <PasswordField
            label="Digite sua senha para confirmar"
            name="password"
            autoComplete="current-password"
            value={d.password}
            onChange={(e) => d.setPassword(e.target.value)}
            error={d.fieldError}
            disabled={d.busy}
          />
        )}
        {info && !info.hasPassword && <GoogleReauth fresh={info.freshSignIn} />}
        <DialogActions busy={d.busy} error={d.error} submitLabel="Excluir minha conta" destructive />
      </FormDialog>
    </div>
  );
}

/** Members without a password confirm with a Google sign-in of the last few minutes. */
function GoogleReauth({ fresh }: { fresh: boolean }) {
  if (fresh)
    return <p className="text-sm text-stone-700">Você entrou com o Google há pouco: pode confirmar.</p>;
  return (
    <p className="text-sm text-stone-700">
      Por segurança,{' '}
      <a href="/auth/google?tab=reauth" className="font-medium text-brand-800 underline underline-offset-2">
        entre de novo com o Google
      </a>{' '}
      e volte a Meu Perfil para confirmar em até 5 minutos.
    </p>
  );
}
