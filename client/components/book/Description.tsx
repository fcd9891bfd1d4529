import { useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export const DESCRIPTION_MAX_CHARS = 150;
export const DESCRIPTION_MAX_LINES = 3;

/** Spec section 9: a description over 150 characters or over 3 lines starts collapsed. */
export function descriptionNeedsCollapse(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > DESCRIPTION_MAX_CHARS || trimmed.split(/\r?\n/).length > DESCRIPTION_MAX_LINES;
}

/**
 * The seller's description, clamped to 3 lines with 'Ver mais' / 'Ver menos' when it is long by
 * the spec's rule or when it does not fit 3 lines on this screen (a few long words on a phone):
 * the text is always clamped while collapsed, and the clamp's overflow is measured after layout.
 */
export function Description({ text }: { text: string | null }) {
  const bodyId = useId();
  const body = useRef<HTMLParagraphElement>(null);
  const content = text?.trim() ?? '';
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const byRule = descriptionNeedsCollapse(content);

  useLayoutEffect(() => {
    const el = body.current;
    if (!el || expanded) return;
    const overflowing = () => el.scrollHeight > el.clientHeight + 1;
    if (typeof ResizeObserver === 'undefined') return void setOverflows(overflowing());
    // The observer's first call comes after the browser's own layout of the frame and before its
    // paint, so 'Ver mais' still shows in the first frame; measuring here instead forced a
    // layout of the whole page in the middle of React's commit, the page's longest task.
    const observer = new ResizeObserver(() => flushSync(() => setOverflows(overflowing())));
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded]);

  const collapsible = byRule || overflows;

  return (
    <section aria-labelledby={`${bodyId}-title`} className="flex flex-col gap-2">
      <h2 id={`${bodyId}-title`} className="font-semibold font-serif text-stone-900 text-xl">
        Descrição
      </h2>
      {content ? (
        <>
          <p
            ref={body}
            id={bodyId}
            className={`whitespace-pre-line text-stone-700 leading-relaxed ${expanded ? '' : 'line-clamp-3'}`}
          >
            {content}
          </p>
          {collapsible && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => setExpanded((v) => !v)}
              className="self-start rounded-sm font-medium text-brand-700 text-sm hover:underline"
            >
              {expanded ? 'Ver menos' : 'Ver mais'}
            </button>
          )}
        </>
      ) : (
        <p className="text-stone-500">O vendedor não escreveu uma descrição para este livro.</p>
      )}
    </section>
  );
}
