import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { BOOKS_SECTION_ID, scrollToBooks } from './scrollToBooks.ts';

/** Whether the mobile menu is open, closing it, and 'Explorar Livros', which closes it first. */
export function useMobileMenu(defaultOpen: boolean) {
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const close = () => setOpen(false);

  const exploreBooks = () => {
    close();
    if (onHome) {
      // Wait for the sheet to close and focus to return before moving the page.
      setTimeout(() => scrollToBooks(), 250);
    } else {
      void navigate({ to: '/', hash: BOOKS_SECTION_ID });
    }
  };

  return { open, setOpen, close, exploreBooks };
}
