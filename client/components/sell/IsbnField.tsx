import { clsx } from 'clsx';
import { Loader2, ScanBarcode, Search } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../form/Field.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { useFocusAfterClose } from '../use-focus-after-close.ts';
import { BarcodeScanner } from './BarcodeScanner.tsx';
import { listLabels } from './isbn-facts.ts';
import type { BookFormState } from './use-book-form.ts';
import type { IsbnPrefill } from './use-isbn-prefill.ts';

const smallButton = clsx(secondaryButtonClass, 'px-3 py-2 text-sm');

/** What the camera said last: the code it read, or why it stopped. */
interface ScanNote {
  text: string;
  problem: boolean;
}

/**
 * The ISBN, checked as it is typed, with what it brings (docs/product/listing.md): 'Buscar dados do
 * ISBN' and 'Escanear código de barras' when the form can use them, and what was filled said aloud.
 */
export function IsbnField({
  form,
  prefill,
  scan,
}: {
  form: BookFormState;
  prefill: IsbnPrefill | null;
  /** Offers the phone's camera (docs/product/listing.md#the-phones-camera). */
  scan?: boolean;
}) {
  const [scanning, setScanning] = useState(false);
  const focusIsbnAfterClose = useFocusAfterClose(scanning, () =>
    form.formRef.current?.querySelector<HTMLElement>('[name="isbn"]'),
  );
  const [scanNote, setScanNote] = useState<ScanNote | null>(null);
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <TextField
        label="ISBN"
        optional
        inputMode="text"
        autoComplete="off"
        maxLength={20}
        placeholder="978-85-359-0277-8"
        hint={
          prefill
            ? '10 ou 13 dígitos; hífens e espaços são aceitos. Com um ISBN válido, preenchemos o resto do formulário.'
            : '10 ou 13 dígitos; hífens e espaços são aceitos.'
        }
        {...form.text('isbn')}
        onChange={(e) => {
          setScanNote(null);
          form.set('isbn', e.target.value.replace(/[^\dXx\s-]/g, ''));
        }}
      />
      <IsbnButtons
        prefill={prefill}
        scan={scan}
        onScan={() => {
          setScanNote(null);
          setScanning(true);
        }}
      />
      {scanning && (
        <BarcodeScanner
          onIsbn={(isbn) => {
            setScanning(false);
            form.set('isbn', isbn);
            form.touch('isbn');
            setScanNote({ text: `Código lido: ISBN ${isbn}.`, problem: false });
          }}
          onClose={(problem) => {
            setScanning(false);
            if (problem) {
              setScanNote({ text: problem, problem: true });
              focusIsbnAfterClose();
            }
          }}
        />
      )}
      <ScanNoteView note={scanNote} />
      {prefill && <PrefillStatus prefill={prefill} />}
    </div>
  );
}

function PrefillStatus({ prefill }: { prefill: IsbnPrefill }) {
  const { loading, message, conflict } = prefill;
  const differs = conflict
    ? `O ISBN traz dados diferentes dos que você preencheu em: ${listLabels(conflict.labels)}. Seus dados foram mantidos.`
    : null;
  const said = loading ? 'Buscando os dados deste ISBN...' : [message, differs].filter(Boolean).join(' ');
  return (
    <>
      {/* One live region, there from the start, so each answer is read out as it comes. */}
      <p role="status" className={clsx('text-sm text-stone-700', !said && 'sr-only')}>
        {said}
      </p>
      {conflict && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton} onClick={conflict.apply}>
            Usar os dados encontrados
          </button>
          <button type="button" className={smallButton} onClick={conflict.dismiss}>
            Manter os meus
          </button>
        </div>
      )}
    </>
  );
}

/** 'Buscar dados do ISBN' and 'Escanear código de barras', each when the form can use it. */
function IsbnButtons({
  prefill,
  scan,
  onScan,
}: {
  prefill: IsbnPrefill | null;
  scan: boolean | undefined;
  onScan: () => void;
}) {
  if (!prefill && !scan) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {prefill && (
        <button type="button" className={smallButton} onClick={prefill.search} disabled={prefill.loading}>
          {prefill.loading ? (
            <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Search aria-hidden="true" className="size-4" />
          )}
          Buscar dados do ISBN
        </button>
      )}
      {scan && (
        <button type="button" className={smallButton} onClick={onScan}>
          <ScanBarcode aria-hidden="true" className="size-4" />
          Escanear código de barras
        </button>
      )}
    </div>
  );
}

function ScanNoteView({ note }: { note: ScanNote | null }) {
  return (
    <>
      {/* The camera's last word: a problem is an alert, shown as it comes; a code read is said by a
          status region that is there from the start. */}
      {note?.problem && (
        <p role="alert" className="text-red-700 text-sm">
          {note.text}
        </p>
      )}
      <p role="status" className={clsx('text-sm text-stone-700', !note || note.problem ? 'sr-only' : '')}>
        {note && !note.problem ? note.text : ''}
      </p>
    </>
  );
}
