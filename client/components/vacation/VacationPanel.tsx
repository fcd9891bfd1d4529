import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type VacationStartInput, vacationStartInput } from '../../../shared/schemas/vacation.ts';
import {
  formatReturnDate,
  latestReturnDate,
  VACATION_MESSAGE_MAX,
  vacationToday,
} from '../../../shared/vacation.ts';
import { refreshCatalogue } from '../../lib/catalogue.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { TextField } from '../form/Field.tsx';
import { CountedTextField } from '../form/TextAreaField.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { primaryButtonClass, secondaryButtonClass } from '../PageShell.tsx';
import { ConfirmDialog } from '../sell/ConfirmDialog.tsx';
import { toastSuccess } from '../toast.ts';

// Modo férias in Meu Perfil (docs/product/vacation.md#closing-the-store): the seller closes the
// store, after a confirm step that says what happens, and reopens it with one click.

export function VacationPanel() {
  const mine = useQuery(trpc.stores.vacation.mine.queryOptions());
  if (mine.isPending)
    return (
      <p role="status" className="text-sm text-stone-600">
        Carregando...
      </p>
    );
  if (mine.isError)
    return (
      <p className="text-sm text-stone-600">Não foi possível carregar o modo férias. Recarregue a página.</p>
    );
  return mine.data ? <VacationOn vacation={mine.data} /> : <VacationForm />;
}

/** What closing does, said before it is done. */
export function closingSummary(until: string | null): string {
  const end = until
    ? `até ${formatReturnDate(until)}, quando ela reabre sozinha`
    : 'até você reabrir a livraria';
  return `Seus livros à venda saem das buscas, das listas e dos carrinhos ${end}. Ninguém consegue comprar nem aceitar ofertas neles enquanto isso; quem visitar sua livraria verá sua mensagem. Livros vendidos ou ocultos continuam como estão, e os pedidos já feitos seguem normalmente.`;
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () => refreshCatalogue(queryClient);
}

function VacationForm() {
  const today = vacationToday();
  const form = useZodForm(vacationStartInput, { until: '', message: '' } as VacationStartInput &
    Record<string, unknown>);
  const [asking, setAsking] = useState<{ until: string | null; message: string | null } | null>(null);
  const start = useMutation(trpc.stores.vacation.start.mutationOptions());
  const afterChange = useAfterChange();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (input) setAsking(input);
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      const answer = await start.mutateAsync(asking);
      toastSuccess(answer.message);
    } catch (error) {
      form.showServerErrors(error);
      toastFromError(error, 'Erro', 'Não foi possível fechar a livraria. Tente novamente.');
    }
    setAsking(null);
    await afterChange();
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        Vai viajar ou fechar para balanço? Seus anúncios ficam guardados e voltam à venda quando a livraria
        reabrir.
      </p>
      <TextField
        label="Data de volta"
        optional
        type="date"
        min={tomorrowOf(today)}
        max={latestReturnDate(today)}
        hint="A livraria reabre sozinha nesse dia. Sem data, ela reabre quando você quiser."
        {...form.bind('until')}
      />
      <CountedTextField
        label="Mensagem para os visitantes"
        max={VACATION_MESSAGE_MAX}
        {...form.bind('message')}
      />
      <div>
        <button type="submit" className={secondaryButtonClass}>
          Fechar a livraria
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Fechar a livraria para férias?"
        description={closingSummary(asking?.until ?? null)}
        confirmLabel="Fechar a livraria"
        busy={start.isPending}
        onConfirm={() => void confirm()}
      />
    </form>
  );
}

function tomorrowOf(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function VacationOn({ vacation }: { vacation: { until: string | null; message: string | null } }) {
  const end = useMutation(trpc.stores.vacation.end.mutationOptions());
  const afterChange = useAfterChange();
  const reopen = async () => {
    try {
      const answer = await end.mutateAsync();
      toastSuccess(answer.message);
    } catch (error) {
      toastFromError(error, 'Erro', 'Não foi possível reabrir a livraria. Tente novamente.');
    }
    await afterChange();
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900 text-sm" data-testid="vacation-state">
        <strong>Sua livraria está em férias</strong>
        {vacation.until
          ? ` e reabre sozinha em ${formatReturnDate(vacation.until)}.`
          : ', sem data para reabrir.'}{' '}
        Seus livros à venda estão fora das buscas e dos carrinhos.
      </p>
      {vacation.message && (
        <p className="text-sm text-stone-700">
          Mensagem aos visitantes: <q>{vacation.message}</q>
        </p>
      )}
      <div>
        <button
          type="button"
          className={primaryButtonClass}
          disabled={end.isPending}
          onClick={() => void reopen()}
        >
          {end.isPending ? 'Reabrindo...' : 'Reabrir a livraria'}
        </button>
      </div>
    </div>
  );
}
