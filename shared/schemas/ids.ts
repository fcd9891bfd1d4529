import { z } from 'zod';

// The ids the feature inputs (likes, views, follows, favourites, reviews) take, one spelling of
// their pt-BR messages.

export const bookId = z.uuid('Livro inválido.');
export const userId = z.string().trim().min(1, 'Usuário inválido.').max(100, 'Usuário inválido.');
