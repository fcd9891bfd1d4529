import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCategories } from '../categories.ts';
import { SiteLink } from '../SiteLink.tsx';
import { ACCOUNT_PATHS } from './nav.ts';

const FOOTER_CATEGORIES = 5;

const headingClass = 'mb-3 font-semibold text-sm text-white uppercase tracking-wide';
// A row 44 px tall on phones and touch screens, the text's height with a mouse on a wide screen.
const linkClass =
  'inline-flex min-h-11 items-center rounded-sm text-sm text-stone-300 hover:text-white hover:underline underline-offset-2 md:pointer-fine:min-h-0';

/** One column of the footer: a navigation landmark named by its heading. */
function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="flex flex-col md:pointer-fine:gap-2">{children}</ul>
    </nav>
  );
}

/** The first categories; nothing until they have loaded. */
export function FooterCategories() {
  const { data: categories } = useCategories();
  const first = (categories ?? []).slice(0, FOOTER_CATEGORIES);
  if (first.length === 0) return null;
  return (
    <FooterSection id="footer-categorias" title="Categorias">
      {first.map((category) => (
        <li key={category.slug}>
          <Link to="/categoria/$slug" params={{ slug: category.slug }} className={linkClass}>
            {category.name}
          </Link>
        </li>
      ))}
    </FooterSection>
  );
}

export function FooterNavigation() {
  return (
    <FooterSection id="footer-navegacao" title="Navegação">
      <li>
        <Link to="/" className={linkClass}>
          Início
        </Link>
      </li>
      <li>
        <SiteLink href={ACCOUNT_PATHS.addBook} className={linkClass}>
          Vender Livros
        </SiteLink>
      </li>
      <li>
        <SiteLink href={ACCOUNT_PATHS.chats} className={linkClass}>
          Mensagens
        </SiteLink>
      </li>
    </FooterSection>
  );
}

export function FooterAbout() {
  return (
    <FooterSection id="footer-sobre" title="Sobre">
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
    </FooterSection>
  );
}
