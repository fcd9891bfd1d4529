import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG,
  messageBodyProblem,
} from '../../../shared/schemas/messages.ts';
import { refusalMessage } from '../../lib/errors.ts';

export const SEND_FAILED = 'Não foi possível enviar a mensagem. Verifique sua conexão e tente novamente.';

/** The message box's text, its notice and its sending (see MessageComposer). */
export function useMessageComposer(onSend: (body: string) => Promise<unknown>, disabled: boolean) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
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

  const onChange = (value: string) => {
    setText(value);
    // The empty-message notice goes once there is something; the length one stays until the text
    // fits again.
    if (error && !messageBodyProblem(value)) setError(null);
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

  return { text, box, length, over, shown, sending, onChange, onKeyDown, onSubmit };
}
