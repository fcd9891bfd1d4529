import { PlusCircle, Search } from 'lucide-react';
import { ACCOUNT_PATHS } from '../layout/nav.ts';
import { scrollToBooks } from '../layout/scroll-to-books.ts';
import { SiteLink } from '../SiteLink.tsx';

/**
 * The home page's opening: its h1, 'Explorar Livros' (down to the books) and 'Vender Agora', the
 * way to sell on a phone, whose header has no room for it (a visitor signs in first: the _authed guard).
 */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-brand-100 border-b bg-gradient-to-br from-brand-50 via-white to-brand-100"
    >
      <div className="relative z-10 mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-14 md:py-20 lg:px-6">
        <p className="rounded-full bg-white/80 px-3 py-1 font-medium text-brand-800 text-xs uppercase tracking-wide shadow-sm">
          Livros usados, de leitor para leitor
        </p>
        <h1
          id="hero-title"
          className="max-w-2xl font-bold font-serif text-4xl text-stone-900 leading-tight md:text-5xl"
        >
          Encontre seu próximo livro favorito
        </h1>
        <p className="max-w-xl text-lg text-stone-700">Compre e venda livros usados com facilidade</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => scrollToBooks()}
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="size-5" />
            Explorar Livros
          </button>
          <SiteLink
            href={ACCOUNT_PATHS.addBook}
            className="inline-flex items-center gap-2 rounded-full border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <PlusCircle aria-hidden="true" className="size-5" />
            Vender Agora
          </SiteLink>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="-right-24 -bottom-24 pointer-events-none absolute size-80 rounded-full bg-brand-200/40 blur-3xl"
      />
    </section>
  );
}
