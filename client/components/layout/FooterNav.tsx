import { Link } from '@tanstack/react-router';
import { useCategories } from '../categories.ts';
import { SiteLink } from '../SiteLink.tsx';
import { ACCOUNT_PATHS } from './nav.ts';

const FOOTER_CATEGORIES = 5;

const headingClass = 'mb-3 font-semibold text-sm text-white uppercase tracking-wide';
const linkClass = 'rounded-sm text-sm text-stone-300 hover:text-white hover:underline underline-offset-2';

/** The first categories; nothing until they have loaded. */
export function FooterCategories() {
  const { data: categories } = useCategories();
  const first = (categories ?? []).slice(0, FOOTER_CATEGORIES);
  if (first.length === 0) return null;
  return (
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
  );
}

export function FooterNavigation() {
  return (
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
  );
}

export function FooterAbout() {
  return (
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
  );
}
