import { clsx } from 'clsx';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { AddressFields, AddressText, type SavedAddress } from '../address/AddressFields.tsx';
import type { AddressChoice, DeliveryChoice } from './use-checkout.ts';

const optionClass = (active: boolean) =>
  clsx(
    'flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
    active ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white hover:border-stone-400',
  );

/** 'Endereço de entrega': the saved address or a new one; Enter in a new field confirms the order. */
export function DeliveryAddress({
  delivery,
  saved,
  onConfirm,
}: {
  delivery: DeliveryChoice;
  saved: SavedAddress | null;
  onConfirm: () => void;
}) {
  return (
    <section aria-labelledby="entrega-titulo" className="flex flex-col gap-4">
      <h2
        id="entrega-titulo"
        className="flex items-center gap-2 font-semibold font-serif text-stone-900 text-xl"
      >
        <MapPin aria-hidden="true" className="size-5 text-brand-700" />
        Endereço de entrega
      </h2>
      {delivery.canUseSaved && saved && (
        <SavedOrNew saved={saved} choice={delivery.choice} onChoose={delivery.setChoice} />
      )}
      {delivery.choice === 'new' && (
        <form
          ref={delivery.form.formRef}
          noValidate
          aria-label="Novo endereço de entrega"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
          className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <AddressFields form={delivery.form} />
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={delivery.saveAsMine}
              onChange={(e) => delivery.setSaveAsMine(e.target.checked)}
              className="size-4 accent-brand-700"
            />
            Salvar como meu endereço
            {saved && <span className="text-stone-500">(substitui o endereço salvo)</span>}
          </label>
          {/* Enter in a field confirms, like the button below. */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </form>
      )}
    </section>
  );
}

function SavedOrNew({
  saved,
  choice,
  onChoose,
}: {
  saved: SavedAddress;
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
}) {
  const radioName = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Onde entregar</legend>
      <label className={optionClass(choice === 'saved')}>
        <input
          type="radio"
          name={radioName}
          checked={choice === 'saved'}
          onChange={() => onChoose('saved')}
          className="mt-1 accent-brand-700"
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold text-stone-900">Meu endereço</span>
          <AddressText address={saved} />
        </span>
      </label>
      <label className={optionClass(choice === 'new')}>
        <input
          type="radio"
          name={radioName}
          checked={choice === 'new'}
          onChange={() => onChoose('new')}
          className="mt-1 accent-brand-700"
        />
        <span className="font-semibold text-stone-900">Entregar em outro endereço</span>
      </label>
    </fieldset>
  );
}
