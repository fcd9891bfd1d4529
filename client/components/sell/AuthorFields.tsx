import { Plus, X } from 'lucide-react';
import { TextField } from '../form/Field.tsx';
import { type BookFormState, focusLater } from './use-book-form.ts';

const MAX_AUTHORS = 10;

/** The main author and up to nine co-authors, each a field of its own. */
export function AuthorFields({ form }: { form: BookFormState }) {
  const { values, set, forget, touch, errorOf, formRef } = form;
  const remove = (i: number) => {
    set(
      'authors',
      values.authors.filter((_, j) => j !== i),
    );
    focusLater(formRef, `[name="authors.${i - 1}"]`);
  };
  const add = () => {
    const next = values.authors.length;
    set('authors', [...values.authors, '']);
    focusLater(formRef, `[name="authors.${next}"]`);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Autores</legend>
      {values.authors.map((author, i) => (
        <TextField
          // Authors are plain strings; the position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          label={i === 0 ? 'Autor' : `Autor ${i + 1}`}
          name={`authors.${i}`}
          autoComplete="off"
          maxLength={120}
          value={author}
          onChange={(e) => {
            set(
              'authors',
              values.authors.map((a, j) => (j === i ? e.target.value : a)),
            );
            forget(`authors.${i}`);
          }}
          onBlur={() => touch(`authors.${i}`)}
          error={errorOf(`authors.${i}`)}
          hint={
            i === 0 && values.authors.length === 1
              ? 'O autor principal; adicione coautores abaixo.'
              : undefined
          }
          trailing={i > 0 ? <RemoveAuthorButton index={i} onRemove={remove} /> : undefined}
        />
      ))}
      {values.authors.length < MAX_AUTHORS && (
        <button
          type="button"
          onClick={add}
          className="inline-flex w-fit items-center gap-1.5 rounded-full px-2 py-1 font-semibold text-brand-800 text-sm hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="size-4" /> Adicionar autor
        </button>
      )}
    </fieldset>
  );
}

function RemoveAuthorButton({ index, onRemove }: { index: number; onRemove: (index: number) => void }) {
  return (
    <button
      type="button"
      aria-label={`Remover autor ${index + 1}`}
      onClick={() => onRemove(index)}
      className="rounded-md p-2 text-stone-600 hover:bg-stone-100 hover:text-red-700"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}
