import { clsx } from 'clsx';
import { Fragment } from 'react';
import type { ThreadMessage } from './live.ts';
import { MessageText } from './MessageText.tsx';
import { dayLabel, messageTime, sameDay } from './time.ts';

/** The messages, oldest first, with a line for each new day. */
export function MessageLog({
  messages,
  me,
  otherName,
}: {
  messages: ThreadMessage[];
  me: string | null;
  otherName: string;
}) {
  if (messages.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-stone-600">Nenhuma mensagem ainda. Escreva a primeira!</p>
    );
  }
  return (
    <ol
      role="log"
      aria-live="polite"
      aria-label={`Mensagens com ${otherName}`}
      className="flex flex-col gap-1.5"
    >
      {messages.map((message, i) => {
        const previous = messages[i - 1];
        const newDay = !previous || !sameDay(previous.createdAt, message.createdAt);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <li aria-hidden="true" className="my-2 text-center">
                <span className="rounded-full bg-stone-200 px-3 py-0.5 text-stone-700 text-xs">
                  {dayLabel(message.createdAt)}
                </span>
              </li>
            )}
            <Bubble message={message} mine={message.senderId === me} />
          </Fragment>
        );
      })}
    </ol>
  );
}

function Bubble({ message, mine }: { message: ThreadMessage; mine: boolean }) {
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] shadow-sm md:max-w-[70%]',
          mine
            ? 'rounded-br-md bg-brand-700 text-white'
            : 'rounded-bl-md bg-white text-stone-900 ring-1 ring-stone-200',
        )}
      >
        <span className="sr-only">{mine ? 'Você' : 'Recebida'}: </span>
        <MessageText body={message.body} />
        <time
          dateTime={message.createdAt}
          className={clsx('mt-0.5 block text-right text-[11px]', mine ? 'text-brand-100' : 'text-stone-500')}
        >
          {messageTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
