import type { SignInReason } from './sign-in-reason.ts';

// The line the sign-in screen shows for each reason (docs/product/accounts.md#sign-in). Apart from
// the keys (sign-in-reason.ts), which every page reads from the sign-in address: a module goes to
// the browser whole, so only the sign-in screen, which imports this one, loads the lines.

export const SIGN_IN_REASONS: Record<SignInReason, string> = {
  comprar: 'Entre para comprar este livro.',
  oferta: 'Entre para fazer uma oferta por este livro.',
  avise: 'Entre para ser avisado quando este livro chegar.',
  seguir: 'Entre para seguir este leitor.',
  curtir: 'Entre para curtir este livro.',
  conversar: 'Entre para conversar com o vendedor.',
  vender: 'Entre para vender seus livros.',
  finalizar: 'Entre para finalizar a compra. Os livros do carrinho vão junto.',
  denunciar: 'Entre para fazer uma denúncia.',
};
