import { useId, useLayoutEffect, useRef, useState } from 'react';

export const DESCRIPTION_MAX_CHARS = 150;
export const DESCRIPTION_MAX_LINES = 3;
/** Set on the description's section while its clamped text does not fit 3 lines. */
export const DESCRIPTION_OVERFLOW_ATTRIBUTE = 'data-overflows';

/** A description over 150 characters or over 3 lines starts collapsed (docs/product/book-page.md#description). */
export function descriptionNeedsCollapse(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > DESCRIPTION_MAX_CHARS || trimmed.split(/\r?\n/).length > DESCRIPTION_MAX_LINES;
}

/**
 * The seller's description, clamped to 3 lines with 'Ver mais' / 'Ver menos' when it is long by
 * the rule of docs/product/book-page.md#description or when it does not fit 3 lines on this screen (a few long words on a phone):
 * the text is always clamped while collapsed, and the clamp's overflow is measured after layout.
 */
export function Description({ text }: { text: string | null }) {
  const bodyId = useId();
  const section = useRef<HTMLElement>(null);
  const body = useRef<HTMLParagraphElement>(null);
  const content = text?.trim() ?? '';
  const [expanded, setExpanded] = useState(false);
  const byRule = descriptionNeedsCollapse(content);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another text is measured again.
  useLayoutEffect(() => {
    const root = section.current;
    const el = body.current;
    // Long by the 150-character rule, the text offers 'Ver mais' on any screen: nothing to measure.
    if (!root || !el || expanded || byRule) return;
    // The observer's call comes after the frame's layout and before its paint, so 'Ver mais'
    // shows in the first frame. It marks the section, which the stylesheet reads, rather than
    // updating React: an update there has to be flushSync, which also runs all of the page's
    // pending effects inside that frame, and measuring in this effect instead forced a layout of
    // the whole page in the middle of React's commit.
    const mark = () =>
      root.toggleAttribute(DESCRIPTION_OVERFLOW_ATTRIBUTE, el.scrollHeight > el.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') return void mark();
    const observer = new ResizeObserver(mark);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded, byRule, content]);

  return (
    <section
      ref={section}
      aria-labelledby={`${bodyId}-title`}
      className="group/description flex flex-col gap-2"
    >
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
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((v) => !v)}
            className={`${byRule ? '' : 'hidden group-data-overflows/description:block'} self-start rounded-sm font-medium text-brand-700 text-sm hover:underline`}
          >
            {expanded ? 'Ver menos' : 'Ver mais'}
          </button>
        </>
      ) : (
        <p className="text-stone-500">O vendedor não escreveu uma descrição para este livro.</p>
      )}
    </section>
  );
}
