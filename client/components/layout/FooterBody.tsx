import { Link } from '@tanstack/react-router';
import { BookOpen, Heart } from 'lucide-react';
import { DemoFooterNotice } from './DemoNotice.tsx';
import { FooterAbout, FooterCategories, FooterNavigation } from './FooterNav.tsx';

/** The footer's content, in a chunk of its own (Footer.tsx says why). */
export default function FooterBody() {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-white">
            <BookOpen aria-hidden="true" className="size-6 text-brand-100" />
            <span className="font-bold font-serif text-xl">Releia</span>
          </Link>
          <p className="mt-3 text-sm">Descubra, compre e venda livros.</p>
          <p className="mt-1 text-sm text-stone-400">Livros usados passando de leitor para leitor.</p>
        </div>
        <FooterCategories />
        <FooterNavigation />
        <FooterAbout />
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
    </>
  );
}
