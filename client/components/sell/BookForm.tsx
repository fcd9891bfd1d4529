import { clsx } from 'clsx';
import { AlertCircle, Loader2, Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../../shared/format.ts';
import { type BookCreateInput, parsePrice } from '../../../shared/schemas/books.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { groupCategories, type MenuCategory } from '../categories.ts';
import { FieldFrame, inputClass, inputStateClass, TextField } from '../form/Field.tsx';
import { serverFieldErrors } from '../form/use-zod-form.ts';
import { primaryButtonClass } from '../PageShell.tsx';
import {
  type BookFormValues,
  CONDITION_OPTIONS,
  COVER_OPTIONS,
  DESCRIPTION_MAX,
  type FieldName,
  fieldOf,
  LANGUAGES,
  OTHER_LANGUAGE,
  tidyPrice,
  validateBookForm,
} from './bookForm.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import type { PhotoUploader } from './upload.ts';

const MAX_AUTHORS = 10;

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Tente novamente.';
}

/**
 * Every Book field a seller fills (spec section 3), for adding and for editing. Each field is
 * checked by the shared schema as the seller types, once they have left it (or tried to save);
 * the server's answers land beside their fields; nothing typed is ever cleared by an error.
 * `onSubmit` throws the server's error; `onFailure` turns its message into the toast.
 */
export function BookForm({
  initial,
  categories,
  submitLabel,
  onSubmit,
  onFailure,
  secondary,
  upload,
  onDirtyChange,
}: {
  initial: BookFormValues;
  categories: ReadonlyArray<MenuCategory> | undefined;
  submitLabel: string;
  onSubmit: (input: BookCreateInput) => Promise<void>;
  onFailure: (message: string) => void;
  secondary?: ReactNode;
  upload?: PhotoUploader;
  /** Whether the values differ from `initial`, for a 'leave without saving?' question. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BookFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [serverSummary, setServerSummary] = useState<string | null>(null);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const check = validateBookForm(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const onDirtyRef = useRef(onDirtyChange);
  onDirtyRef.current = onDirtyChange;
  useEffect(() => onDirtyRef.current?.(dirty), [dirty]);

  const errorOf = (field: FieldName): string | undefined =>
    serverErrors[field] ?? (touched.has(field) || submitted ? check.fields[field] : undefined);
  const summary = serverSummary ?? (submitted ? check.summary : null);

  const forget = (field: FieldName) => {
    setServerSummary(null);
    setServerErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };
  const set = <K extends keyof BookFormValues>(key: K, value: BookFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'languageOther') forget(key as FieldName);
  };
  const touch = (field: FieldName) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const text = (field: Exclude<FieldName, `authors.${number}` | 'authors' | 'photos'>) => ({
    name: field,
    value: String(values[field]),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as never),
    onBlur: () => touch(field),
    error: errorOf(field),
  });

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: false }),
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (photosBusy) {
      onFailure('Aguarde o envio das fotos terminar.');
      return;
    }
    if (!check.input) {
      focusFirstError();
      onFailure(check.summary ?? Object.values(check.fields)[0] ?? 'Verifique os campos destacados.');
      return;
    }
    setSaving(true);
    try {
      await onSubmit(check.input);
    } catch (error) {
      const fields: Partial<Record<FieldName, string>> = {};
      let formWide: string | null = null;
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        const field = fieldOf(path);
        if (field === '_') formWide ??= message;
        else fields[field] ??= message;
      }
      const message = errorMessage(error);
      setServerErrors(fields);
      setServerSummary(formWide ?? (Object.keys(fields).length === 0 ? message : null));
      focusFirstError();
      onFailure(message);
    } finally {
      setSaving(false);
    }
  };

  const authorsError = (i: number) => errorOf(`authors.${i}`);
  const groups = categories ? groupCategories(categories) : [];
  const ungrouped = categories?.filter((c) => !groups.some((g) => g.categories.includes(c))) ?? [];
  const price = text('price');
  const description = text('description');

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,48rem)_20rem]"
    >
      <div className="flex min-w-0 flex-col gap-8">
        {summary && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{summary}</p>
          </div>
        )}

        <Section title="Fotos">
          <PhotoPicker
            initial={initial.photos}
            onChange={(urls) => set('photos', urls)}
            onBusyChange={setPhotosBusy}
            upload={upload}
            error={errorOf('photos')}
          />
        </Section>

        <Section title="Sobre o livro">
          <TextField label="Título" autoComplete="off" maxLength={200} {...text('title')} />
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
                error={authorsError(i)}
                hint={
                  i === 0 && values.authors.length === 1
                    ? 'O autor principal; adicione coautores abaixo.'
                    : undefined
                }
                trailing={
                  i > 0 ? (
                    <button
                      type="button"
                      aria-label={`Remover autor ${i + 1}`}
                      onClick={() => {
                        set(
                          'authors',
                          values.authors.filter((_, j) => j !== i),
                        );
                        requestAnimationFrame(() =>
                          formRef.current?.querySelector<HTMLElement>(`[name="authors.${i - 1}"]`)?.focus(),
                        );
                      }}
                      className="rounded-md p-2 text-stone-600 hover:bg-stone-100 hover:text-red-700"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  ) : undefined
                }
              />
            ))}
            {values.authors.length < MAX_AUTHORS && (
              <button
                type="button"
                onClick={() => {
                  const next = values.authors.length;
                  set('authors', [...values.authors, '']);
                  requestAnimationFrame(() =>
                    formRef.current?.querySelector<HTMLElement>(`[name="authors.${next}"]`)?.focus(),
                  );
                }}
                className="inline-flex w-fit items-center gap-1.5 rounded-full px-2 py-1 font-semibold text-brand-800 text-sm hover:bg-brand-50"
              >
                <Plus aria-hidden="true" className="size-4" /> Adicionar autor
              </button>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Editora" optional autoComplete="off" maxLength={120} {...text('publisher')} />
            <TextField
              label="ISBN"
              optional
              inputMode="text"
              autoComplete="off"
              maxLength={20}
              placeholder="978-85-359-0277-1"
              hint="10 ou 13 dígitos; hífens e espaços são aceitos."
              {...text('isbn')}
              onChange={(e) => set('isbn', e.target.value.replace(/[^\dXx\s-]/g, ''))}
            />
            <SelectField
              label="Categoria"
              optional
              {...text('categorySlug')}
              onChange={(value) => set('categorySlug', value)}
            >
              <option value="">{categories ? 'Escolha uma categoria' : 'Carregando categorias...'}</option>
              {groups.map((g) => (
                <optgroup key={g.name} label={g.name}>
                  {g.categories.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
              {ungrouped.length > 0 && (
                <optgroup label="Outras">
                  {ungrouped.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </SelectField>
            <div className="flex flex-col gap-2">
              <SelectField
                label="Idioma"
                {...text('language')}
                onChange={(value) => set('language', value)}
                error={values.language === OTHER_LANGUAGE ? undefined : errorOf('language')}
              >
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.label}
                  </option>
                ))}
                <option value={OTHER_LANGUAGE}>Outro</option>
              </SelectField>
              {values.language === OTHER_LANGUAGE && (
                <TextField
                  label="Código do idioma"
                  name="languageOther"
                  autoComplete="off"
                  maxLength={3}
                  placeholder="ja"
                  hint="Duas ou três letras, como ja (japonês) ou ru (russo)."
                  value={values.languageOther}
                  onChange={(e) => set('languageOther', e.target.value.toLowerCase().replace(/[^a-z]/g, ''))}
                  onBlur={() => touch('language')}
                  error={errorOf('language')}
                />
              )}
            </div>
            <TextField
              label="Ano de publicação"
              optional
              inputMode="numeric"
              maxLength={4}
              placeholder="1998"
              {...text('year')}
              onChange={(e) => set('year', e.target.value.replace(/\D/g, ''))}
            />
            <TextField
              label="Edição"
              optional
              autoComplete="off"
              maxLength={60}
              placeholder="2ª edição"
              {...text('edition')}
            />
            <TextField
              label="Número de páginas"
              optional
              inputMode="numeric"
              maxLength={5}
              {...text('pages')}
              onChange={(e) => set('pages', e.target.value.replace(/\D/g, ''))}
            />
            <SelectField
              label="Tipo de capa"
              optional
              {...text('coverType')}
              onChange={(value) => set('coverType', value as BookFormValues['coverType'])}
            >
              <option value="">Não informar</option>
              {COVER_OPTIONS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>

        <Section title="Estado e preço">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Condição"
              {...text('condition')}
              onChange={(value) => set('condition', value as BookFormValues['condition'])}
              hint={CONDITION_OPTIONS.find((c) => c.value === values.condition)?.hint}
            >
              <option value="">Escolha a condição</option>
              {CONDITION_OPTIONS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </SelectField>
            <FieldFrame label="Preço" error={price.error} hint="Use vírgula para os centavos: 12,50.">
              {({ id, describedBy }) => (
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-stone-600"
                  >
                    R$
                  </span>
                  <input
                    id={id}
                    name="price"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0,00"
                    maxLength={12}
                    value={price.value}
                    onChange={(e) => set('price', e.target.value.replace(/[^\d.,]/g, ''))}
                    onBlur={() => {
                      touch('price');
                      setValues((v) => ({ ...v, price: tidyPrice(v.price) }));
                    }}
                    aria-invalid={price.error ? true : undefined}
                    aria-describedby={describedBy}
                    className={clsx(inputClass, inputStateClass(price.error), 'pl-10')}
                  />
                </div>
              )}
            </FieldFrame>
          </div>
          <FieldFrame
            label="Descrição"
            optional
            error={description.error}
            hint={`${values.description.length.toLocaleString('pt-BR')}/${DESCRIPTION_MAX.toLocaleString('pt-BR')} caracteres. Conte o estado do livro, marcas, dedicatórias, o que vem junto.`}
          >
            {({ id, describedBy }) => (
              <textarea
                id={id}
                name="description"
                rows={6}
                value={description.value}
                onChange={description.onChange}
                onBlur={description.onBlur}
                aria-invalid={description.error ? true : undefined}
                aria-describedby={describedBy}
                className={clsx(inputClass, inputStateClass(description.error), 'resize-y')}
              />
            )}
          </FieldFrame>
        </Section>

        <Section title="Onde o livro está">
          <TextField
            label="Localização"
            optional
            autoComplete="address-level2"
            maxLength={120}
            placeholder="Cidade - UF"
            hint="Cidade - UF. Em branco, usamos a localização do seu perfil ou do seu endereço."
            {...text('location')}
          />
        </Section>

        <div className="flex flex-wrap items-center gap-3 border-stone-200 border-t pt-6">
          <button
            type="submit"
            disabled={saving}
            className={clsx(primaryButtonClass, 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {(saving || photosBusy) && (
              <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            )}
            {saving ? 'Salvando...' : photosBusy ? 'Enviando fotos...' : submitLabel}
          </button>
          {secondary}
        </div>
      </div>
      <ListingPreview values={values} />
    </form>
  );
}

/** How the listing will look on a book card, as the seller fills the form (wide screens only). */
function ListingPreview({ values }: { values: BookFormValues }) {
  const price = parsePrice(values.price);
  const author = values.authors.find((a) => a.trim())?.trim();
  const condition = CONDITION_OPTIONS.find((c) => c.value === values.condition)?.label;
  return (
    <aside aria-label="Prévia do anúncio" className="sticky top-32 hidden flex-col gap-4 lg:flex">
      <p className="font-medium text-sm text-stone-700">Prévia do anúncio</p>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
        <CoverImage photo={values.photos[0] ?? null} alt="" />
        <div className="flex flex-col gap-1 p-4">
          <p className="line-clamp-2 font-semibold text-stone-900">
            {values.title.trim() || 'Título do livro'}
          </p>
          <p className="truncate text-sm text-stone-600">por {author || 'Autor'}</p>
          <p className="font-semibold text-brand-800 text-lg">
            {formatPrice(Number.isFinite(price) && price >= 0 ? Math.round(price * 100) : 0)}
          </p>
          {condition && <p className="text-stone-600 text-xs">Condição: {condition}</p>}
        </div>
      </div>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-stone-600 text-xs">
        <li>Fotos claras da capa, da lombada e de marcas de uso vendem mais rápido.</li>
        <li>Conte na descrição o que o comprador não vê nas fotos.</li>
        <li>Depois de publicar, você gerencia o anúncio em Minha Estante.</li>
      </ul>
    </aside>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-semibold font-serif text-stone-900 text-xl">{title}</h2>
      {children}
    </section>
  );
}

function SelectField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  hint,
  optional,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, inputStateClass(error))}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
