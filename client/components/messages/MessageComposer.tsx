import { SendHorizontal } from 'lucide-react';
import { useId } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../shared/schemas/messages.ts';
import { useMessageComposer } from './use-message-composer.ts';

export { SEND_FAILED } from './use-message-composer.ts';

/**
 * The message box: Enter sends, Shift+Enter starts a new line, up to 2000 characters with a
 * counter. A refused message stays in the box with the reason under it; nothing typed is lost.
 */
export function MessageComposer({
  onSend,
  disabled = false,
}: {
  /** Sends the trimmed text; rejects with the server's refusal. */
  onSend: (body: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const composer = useMessageComposer(onSend, disabled);
  const { shown } = composer;
  const errorId = useId();
  const counterId = useId();

  return (
    <form
      onSubmit={composer.onSubmit}
      className="border-stone-200 border-t bg-white p-3"
      aria-label="Enviar mensagem"
    >
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">Mensagem</span>
          <textarea
            ref={composer.box}
            value={composer.text}
            rows={1}
            disabled={disabled}
            onChange={(event) => composer.onChange(event.target.value)}
            onKeyDown={composer.onKeyDown}
            placeholder="Escreva sua mensagem..."
            aria-invalid={shown !== null}
            aria-describedby={`${counterId}${shown ? ` ${errorId}` : ''}`}
            className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 aria-invalid:border-red-500"
          />
        </label>
        <button
          type="submit"
          disabled={disabled || composer.sending}
          aria-label="Enviar mensagem"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ComposerFooter
        shown={shown}
        errorId={errorId}
        counterId={counterId}
        length={composer.length}
        over={composer.over}
      />
    </form>
  );
}

/** Under the box: the notice (or the keyboard hint) and the character counter. */
function ComposerFooter({
  shown,
  errorId,
  counterId,
  length,
  over,
}: {
  shown: string | null;
  errorId: string;
  counterId: string;
  length: number;
  over: boolean;
}) {
  return (
    <div className="mt-1.5 flex items-start justify-between gap-3 px-1 text-xs">
      {shown ? (
        <p id={errorId} role="alert" className="font-medium text-red-700">
          {shown}
        </p>
      ) : (
        <p className="hidden text-stone-500 sm:block">Enter envia · Shift+Enter quebra a linha</p>
      )}
      <p
        id={counterId}
        className={`ml-auto shrink-0 tabular-nums ${over ? 'font-semibold text-red-700' : 'text-stone-500'}`}
      >
        <span aria-hidden="true">
          {length}/{MESSAGE_MAX_LENGTH}
        </span>
        <span className="sr-only">
          {length} de {MESSAGE_MAX_LENGTH} caracteres
        </span>
      </p>
    </div>
  );
}
