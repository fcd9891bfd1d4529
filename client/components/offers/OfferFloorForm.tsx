import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DEFAULT_OFFER_FLOOR_PERCENT } from '../../../shared/offers.ts';
import { offerFloorInput } from '../../../shared/schemas/offers.ts';
import { refusalMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { TextField } from '../form/Field.tsx';
import { FormSection } from '../form/FormSection.tsx';
import { SubmitButton, saveButtonClass } from '../form/SubmitButton.tsx';
import { toast } from '../toast.ts';

/** 'Ofertas' in 'Minha Livraria': the lowest offer taken, as a percentage of the asking price (docs/product/offers.md#the-price). */
export function OfferFloorSection() {
  const floor = useQuery(trpc.offers.floor.queryOptions());
  if (floor.data?.percent == null) return null;
  return <OfferFloorForm percent={floor.data.percent} />;
}

function OfferFloorForm({ percent }: { percent: number }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(percent));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation(trpc.offers.setFloor.mutationOptions());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = offerFloorInput.safeParse({ percent: Number(text.trim() || Number.NaN) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await save.mutateAsync(parsed.data);
      await queryClient.invalidateQueries({ queryKey: trpc.offers.floor.queryKey() });
      toast.success('Piso das ofertas salvo.');
    } catch (failure) {
      setError(refusalMessage(failure, 'Não foi possível salvar. Tente novamente.'));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <FormSection title="Ofertas">
        <p className="text-sm text-stone-600">
          Compradores podem oferecer menos que o preço pedido, a partir desta porcentagem dele.
        </p>
        <TextField
          label="Oferta mínima (% do preço)"
          name="offerFloor"
          inputMode="numeric"
          hint={`${DEFAULT_OFFER_FLOOR_PERCENT}% se você não mudar; até 95%`}
          fieldClassName="sm:max-w-xs"
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
        />
      </FormSection>
      <SubmitButton pending={save.isPending} className={saveButtonClass}>
        Salvar piso das ofertas
      </SubmitButton>
    </form>
  );
}
