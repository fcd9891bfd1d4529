import { clsx } from 'clsx';
import { BookOpen, History, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { foldText } from '../../../shared/accents.ts';
import { clearHistory } from './history.ts';
import type { SearchComboboxState } from './use-search-combobox.ts';

/**
 * The typed text in bold inside a suggestion, accents and case aside ('ficcao' in 'Ficção').
 * Dropping combining marks keeps precomposed letters one character long, so indexes carry over.
 */
function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const q = foldText(query.trim());
  const folded = foldText(text);
  const at = q && folded.length === text.length ? folded.indexOf(q) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-stone-950">{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  );
}

const OPTION_ICONS = { recent: History, title: BookOpen, author: PenLine } as const;

/** The combobox's popup: recent searches (with a clear button) or the server's suggestions. */
export function SearchSuggestions({
  box,
  uid,
  listboxId,
  optionId,
}: {
  box: SearchComboboxState;
  uid: string;
  listboxId: string;
  optionId: (index: number) => string;
}) {
  const recentMode = box.typed === '';
  return (
    <div
      hidden={!box.expanded}
      className="absolute inset-x-0 top-full z-50 mt-1.5 overflow-hidden rounded-xl border border-stone-200 bg-white py-1.5 shadow-lg"
    >
      {recentMode && (
        <div className="flex items-center justify-between gap-2 px-3 pt-1 pb-1.5">
          <span id={`${uid}-recent`} className="font-semibold text-stone-500 text-xs uppercase tracking-wide">
            Buscas recentes
          </span>
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              clearHistory();
              box.close();
              box.inputRef.current?.focus();
            }}
            className="rounded-md px-2 py-1 font-medium text-brand-800 text-xs hover:bg-brand-50"
          >
            Limpar histórico
          </button>
        </div>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label={recentMode ? 'Buscas recentes' : 'Sugestões'}
        className="max-h-[60vh] overflow-y-auto"
      >
        {box.options.map((option, index) => (
          <SuggestionOption
            key={`${option.kind}:${option.text}`}
            box={box}
            index={index}
            id={optionId(index)}
          />
        ))}
      </div>
    </div>
  );
}

function SuggestionOption({ box, index, id }: { box: SearchComboboxState; index: number; id: string }) {
  const option = box.options[index];
  if (!option) return null;
  const Icon = OPTION_ICONS[option.kind];
  const selected = index === box.activeIndex;
  return (
    // Options are picked with the mouse or from the input's keys (aria-activedescendant):
    // focus never moves into the list, as the combobox pattern requires.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox.
    <div
      id={id}
      role="option"
      aria-selected={selected}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!selected) box.setActive(index);
      }}
      onClick={() => box.submit(option.text)}
      className={clsx(
        'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-stone-800',
        selected && 'bg-brand-50 text-brand-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
      <span className="min-w-0 flex-1 truncate">
        {option.kind === 'recent' ? option.text : <Highlight text={option.text} query={box.typed} />}
      </span>
      {option.kind === 'author' && <span className="shrink-0 text-stone-500 text-xs">Autor</span>}
    </div>
  );
}
