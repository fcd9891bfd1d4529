import { linkify } from './linkify.ts';

/**
 * A message body as plain text (React escapes it), line breaks kept, web addresses as links that
 * open in a new tab without handing the page to the target or vouching for it.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
      {linkify(body).map((segment, i) =>
        segment.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
            key={i}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
