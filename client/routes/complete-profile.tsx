import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import { safeRedirect } from '../../shared/redirect.ts';
import { completeProfileInput, usernameSchema } from '../../shared/schemas/accounts.ts';
import { TextField } from '../components/form/Field.tsx';
import { submitButtonClass as submitClass } from '../components/form/SubmitButton.tsx';
import { saveForm } from '../components/form/save-form.ts';
import { useZodForm } from '../components/form/use-zod-form.ts';
import { usePageTitle } from '../components/use-page-title.ts';
import { useCurrentUser } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

// Where social sign-up returns (docs/product/accounts.md#google): pick a unique username and confirm the names.
// `redirect`: the page the visitor was on before 'Continuar com Google', where saving goes on to.
export const Route = createFileRoute('/complete-profile')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(context.trpc.accounts.me.queryOptions());
    if (!me) throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true });
  },
  component: CompleteProfile,
});

/** The username's availability is asked once typing pauses, not at every key. */
const USERNAME_CHECK_DEBOUNCE_MS = 400;

function CompleteProfile() {
  usePageTitle('Complete seu perfil');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { redirect: back } = Route.useSearch();
  const form = useZodForm(completeProfileInput, {
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
  });
  const save = useMutation(trpc.accounts.completeProfile.mutationOptions());
  const wanted = useDebouncedValue(String(form.values.username), USERNAME_CHECK_DEBOUNCE_MS);
  const validShape = usernameSchema.safeParse(wanted).success;
  const availability = useQuery({
    ...trpc.accounts.usernameAvailable.queryOptions({ username: wanted }),
    enabled: validShape && wanted !== user?.username,
    staleTime: 0,
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!(await saveForm(form, save.mutateAsync, { saved: 'Perfil completo. Boas leituras!' }))) return;
    await navigate({ href: safeRedirect(back) });
  };

  const username = form.bind('username');
  const availabilityText =
    validShape && wanted === String(form.values.username) && availability.data
      ? availability.data.available
        ? `@${wanted} está disponível.`
        : undefined
      : undefined;
  const takenError =
    availability.data && !availability.data.available && wanted === String(form.values.username)
      ? (availability.data.message ?? undefined)
      : undefined;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <div className="text-center">
        <h1 className="font-semibold font-serif text-3xl text-stone-900">Complete seu perfil</h1>
        <p className="mt-2 text-stone-600">Escolha como os outros leitores vão encontrar você.</p>
      </div>
      <form
        ref={form.formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <TextField
          label="Nome de usuário"
          autoCapitalize="none"
          spellCheck={false}
          hint={availabilityText ?? 'Letras minúsculas, números e hífens. Ex.: ana-leitora'}
          {...username}
          error={username.error ?? takenError}
          onChange={(e) => form.set('username', e.target.value.toLowerCase())}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nome" autoComplete="given-name" {...form.bind('firstName')} />
          <TextField label="Sobrenome" autoComplete="family-name" {...form.bind('lastName')} />
        </div>
        <button type="submit" disabled={save.isPending} className={submitClass}>
          {save.isPending && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          Salvar e continuar
        </button>
        <Link to="/" className="text-center text-sm text-stone-700 hover:text-brand-800">
          Fazer isso depois
        </Link>
      </form>
    </div>
  );
}
