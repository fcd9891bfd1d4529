import { Link } from '@tanstack/react-router';
import { BookOpen, Heart } from 'lucide-react';
import { useCategories } from '../categories.ts';
import { SiteLink } from '../SiteLink.tsx';
import { DemoFooterNotice } from './DemoNotice.tsx';
import { ACCOUNT_PATHS } from './nav.ts';

const FOOTER_CATEGORIES = 5;

const headingClass = 'mb-3 font-semibold text-sm text-white uppercase tracking-wide';
const linkClass = 'rounded-sm text-sm text-stone-300 hover:text-white hover:underline underline-offset-2';

export function Footer() {
  const { data: categories } = useCategories();
  const first = (categories ?? []).slice(0, FOOTER_CATEGORIES);

  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-white">
            <BookOpen aria-hidden="true" className="size-6 text-brand-100" />
            <span className="font-bold font-serif text-xl">Releia</span>
          </Link>
          <p className="mt-3 text-sm">Descubra, compre e venda livros.</p>
          <p className="mt-1 text-sm text-stone-400">Livros usados passando de leitor para leitor.</p>
        </div>

        {first.length > 0 && (
          <nav aria-labelledby="footer-categorias">
            <h2 id="footer-categorias" className={headingClass}>
              Categorias
            </h2>
            <ul className="flex flex-col gap-2">
              {first.map((category) => (
                <li key={category.slug}>
                  <Link to="/categoria/$slug" params={{ slug: category.slug }} className={linkClass}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <nav aria-labelledby="footer-navegacao">
          <h2 id="footer-navegacao" className={headingClass}>
            Navegação
          </h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/" className={linkClass}>
                Início
              </Link>
            </li>
            <li>
              <SiteLink href={ACCOUNT_PATHS.addBook} className={linkClass}>
                Vender Livro
              </SiteLink>
            </li>
            <li>
              <SiteLink href={ACCOUNT_PATHS.chats} className={linkClass}>
                Mensagens
              </SiteLink>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-sobre">
          <h2 id="footer-sobre" className={headingClass}>
            Sobre
          </h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to="/sobre" className={linkClass}>
                Sobre o Releia
              </Link>
            </li>
            <li>
              <Link to="/termos" className={linkClass}>
                Termos de Uso
              </Link>
            </li>
            <li>
              <Link to="/privacidade" className={linkClass}>
                Política de Privacidade
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-stone-800 border-t">
        <div className="mx-auto max-w-7xl px-4 pt-5 empty:hidden lg:px-6">
          <DemoFooterNotice />
        </div>
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-5 text-sm text-stone-400 sm:flex-row lg:px-6">
          <p>© 2024 Releia</p>
          <p className="inline-flex items-center gap-1.5">
            Feito com carinho para leitores
            <Heart aria-hidden="true" className="size-4 fill-red-500 text-red-500" />
          </p>
        </div>
      </div>
    </footer>
  );
}
