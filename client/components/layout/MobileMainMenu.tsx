import { Link } from '@tanstack/react-router';
import { Building2, Home, PenLine, PlusCircle, Store, TrendingUp } from 'lucide-react';
import { SiteLink } from '../SiteLink.tsx';
import { rowClass } from './mobile-menu-classes.ts';
import { ACCOUNT_PATHS, MAIN_MENU } from './nav.ts';

const MAIN_MENU_ICONS = {
  '/livrarias': Store,
  '/autores': PenLine,
  '/editoras': Building2,
  '/mais-vendidos': TrendingUp,
} as const;

function MainMenuIcon({ to }: { to: keyof typeof MAIN_MENU_ICONS }) {
  const Icon = MAIN_MENU_ICONS[to];
  return <Icon aria-hidden="true" className="size-5 text-stone-500" />;
}

/** 'Início', the category bar's main menu and 'Vender Livros' (the login page for a visitor). */
export function MobileMainMenu({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  return (
    <ul className="flex flex-col">
      <li>
        <Link
          to="/"
          onClick={onNavigate}
          className={rowClass}
          activeOptions={{ exact: true, includeSearch: false }}
        >
          <Home aria-hidden="true" className="size-5 text-stone-500" />
          Início
        </Link>
      </li>
      {MAIN_MENU.map((item) => (
        <li key={item.to}>
          <Link to={item.to} onClick={onNavigate} className={rowClass}>
            <MainMenuIcon to={item.to} />
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <SiteLink
          href={signedIn ? ACCOUNT_PATHS.addBook : ACCOUNT_PATHS.sellSignIn}
          onClick={onNavigate}
          className={rowClass}
        >
          <PlusCircle aria-hidden="true" className="size-5 text-stone-500" />
          Vender Livros
        </SiteLink>
      </li>
    </ul>
  );
}
