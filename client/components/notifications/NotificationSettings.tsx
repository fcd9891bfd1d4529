import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_KIND_LIST, NOTIFICATION_KINDS } from '../../../shared/notifications.ts';
import { toastFromError } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { CheckboxField } from '../form/CheckboxField.tsx';
import { toast } from '../toast.ts';

/**
 * The 'Notificações' section of /dashboard (docs/product/notifications.md#e-mail): a box per kind
 * for its e-mail and the daily digest. Each click saves at once; a refusal puts the box back.
 */
export function NotificationSettings() {
  const queryClient = useQueryClient();
  const key = trpc.notifications.settings.queryKey();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const save = useMutation(
    trpc.notifications.updateSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        toast.success('Preferências salvas');
      },
      onError: (error) => {
        void queryClient.invalidateQueries({ queryKey: key });
        toastFromError(error, 'Erro', 'Não foi possível salvar suas preferências. Tente novamente.');
      },
    }),
  );
  if (settings.isPending) return <p className="text-sm text-stone-600">Carregando...</p>;
  if (settings.isError)
    return <p className="text-sm text-stone-700">Não foi possível carregar suas preferências.</p>;
  const current = settings.data;
  const change = (input: Parameters<typeof save.mutate>[0]) => {
    queryClient.setQueryData(key, {
      email: { ...current.email, ...input.email },
      dailyDigest: input.dailyDigest ?? current.dailyDigest,
    });
    save.mutate(input);
  };
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="font-medium text-sm text-stone-900">Receber por email</legend>
        <div className="mt-3 grid gap-2.5 sm:grid-cols-2">
          {NOTIFICATION_KIND_LIST.map((kind) => (
            <CheckboxField
              key={kind}
              name={`email-${kind}`}
              checked={current.email[kind]}
              onChange={(on) => change({ email: { [kind]: on } })}
            >
              {NOTIFICATION_KINDS[kind].label}
            </CheckboxField>
          ))}
        </div>
      </fieldset>
      <CheckboxField
        name="daily-digest"
        checked={current.dailyDigest}
        onChange={(on) => change({ email: {}, dailyDigest: on })}
      >
        Juntar os emails em um resumo diário (no máximo um email por dia).
      </CheckboxField>
    </div>
  );
}
