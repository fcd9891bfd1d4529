import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG,
  messageBodyProblem,
} from '../../../shared/schemas/messages.ts';
import { refusalMessage } from './errors.ts';

export const SEND_FAILED = 'Não foi possível enviar a mensagem. Verifique sua conexão e tente novamente.';

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const counterId = useId();
  const length = text.trim().length;
  const over = length > MESSAGE_MAX_LENGTH;
  // Too long is said as soon as it happens, not only on sending.
  const shown = error ?? (over ? MESSAGE_TOO_LONG : null);

  const send = async () => {
    if (sending || disabled) return;
    const problem = messageBodyProblem(text);
    if (problem) {
      setError(problem);
      box.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const body = text.trim();
      await onSend(body);
      // Whatever was typed while it was on its way stays.
      setText((current) => (current.trim() === body ? '' : current));
    } catch (failure) {
      setError(refusalMessage(failure, SEND_FAILED));
    } finally {
      setSending(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (accents, CJK), Enter confirms the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="border-stone-200 border-t bg-white p-3" aria-label="Enviar mensagem">
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">Mensagem</span>
          <textarea
            ref={box}
            value={text}
            rows={1}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              // The empty-message notice goes once there is something; the length one stays
              // until the text fits again.
              if (error && !messageBodyProblem(event.target.value)) setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder="Escreva sua mensagem..."
            aria-invalid={shown !== null}
            aria-describedby={`${counterId}${shown ? ` ${errorId}` : ''}`}
            className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 aria-invalid:border-red-500"
          />
        </label>
        <button
          type="submit"
          disabled={disabled || sending}
          aria-label="Enviar mensagem"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
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
    </form>
  );
}
