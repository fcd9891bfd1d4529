import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { useCurrentUser } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { Avatar } from '../Avatar.tsx';
import { FollowButton } from '../follows/FollowButton.tsx';

export interface SuggestionData {
  userId: string;
  name: string;
  avatarUrl: string | null;
  storeUsername: string | null;
  booksCount: number;
  followersCount: number;
  likedAuthor: boolean;
}

/** Why this person is suggested, in one short line. */
export function suggestionReason(s: Pick<SuggestionData, 'likedAuthor' | 'booksCount' | 'followersCount'>) {
  if (s.likedAuthor) return 'Autor de um livro que você curtiu';
  if (s.booksCount > 0) return s.booksCount === 1 ? '1 livro à venda' : `${s.booksCount} livros à venda`;
  if (s.followersCount > 0) return s.followersCount === 1 ? '1 seguidor' : `${s.followersCount} seguidores`;
  return 'Novo no Releia';
}

/** The card's list, apart from fetching, so it can be shown with any data. */
export function SuggestionList({
  people,
  headingId,
}: {
  people: readonly SuggestionData[];
  headingId: string;
}) {
  return (
    <ul aria-labelledby={headingId} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {people.map((person) => (
        <li
          key={person.userId}
          className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-3 lg:flex-col lg:text-center"
        >
          <Avatar name={person.name} photoUrl={person.avatarUrl} size="lg" className="lg:size-14" />
          <div className="flex min-w-0 flex-1 flex-col lg:items-center">
            {person.storeUsername ? (
              <Link
                to="/livraria/$username"
                params={{ username: person.storeUsername }}
                className="truncate font-semibold text-stone-900 hover:text-brand-700 hover:underline"
              >
                {person.name}
              </Link>
            ) : (
              <span className="truncate font-semibold text-stone-900">{person.name}</span>
            )}
            <span className="truncate text-stone-600 text-xs">{suggestionReason(person)}</span>
          </div>
          <FollowButton userId={person.userId} name={person.name} size="sm" />
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Pessoas que você pode conhecer' on the home page (docs/product/follows.md#suggestions): signed-in readers only, at
 * most 5 people, hidden when there is nobody to suggest or the list cannot be loaded.
 */
export function Suggestions() {
  const headingId = useId();
  const { user } = useCurrentUser();
  const query = useQuery({ ...trpc.suggestions.list.queryOptions(), enabled: Boolean(user) });
  if (!user || query.isError || (query.data && query.data.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl bg-brand-50/60 p-4 md:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold font-serif text-2xl text-stone-900">
        <Users aria-hidden="true" className="size-6 text-brand-700" />
        Pessoas que você pode conhecer
      </h2>
      {query.data ? (
        <SuggestionList people={query.data} headingId={headingId} />
      ) : (
        <div
          role="status"
          aria-label="Carregando sugestões"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        >
          {['a', 'b', 'c', 'd', 'e'].map((k) => (
            <div key={k} className="h-16 rounded-lg bg-white motion-safe:animate-pulse lg:h-40" />
          ))}
        </div>
      )}
    </section>
  );
}
