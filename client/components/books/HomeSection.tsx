import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { BookCarousel } from './BookCarousel.tsx';

export function sectionQueryOptions(slug: string) {
  return trpc.books.section.queryOptions({ slug });
}

/** One home carousel fed by books.section. */
export function HomeSection({ slug, title }: { slug: string; title: string }) {
  const query = useQuery(sectionQueryOptions(slug));
  return (
    <BookCarousel
      title={title}
      slug={slug}
      books={query.data}
      isLoading={query.isPending && !query.isError}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
