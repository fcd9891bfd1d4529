import { useEffect, useRef } from 'react';

/**
 * The POST a signed e-mail link's page makes once it has the link's parts (the newsletter's and
 * the notifications' unsubscribe pages): made by the page itself, so a mail scanner fetching the
 * link changes nothing. `input` null: the link lacks a part. The status is EmailLinkOutcome's.
 */
export function useLinkAction<I>(
  input: I | null,
  mutation: { mutate: (input: I) => void; isSuccess: boolean; isError: boolean },
): 'working' | 'done' | 'failed' {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || input === null) return;
    started.current = true;
    mutation.mutate(input);
  }, [input, mutation]);
  if (mutation.isSuccess) return 'done';
  return input === null || mutation.isError ? 'failed' : 'working';
}
