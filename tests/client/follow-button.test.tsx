import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// The reader's following list is still on its way from the server when they press 'Seguir' (a
// loaded server, a fast click): the answer, read before the follow, must not undo it.

vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({
    user: { id: 'leitora', name: 'Carla', email: 'c@example.com', username: 'carla' },
  }),
}));
const server = vi.hoisted(() => ({
  answerFollowing: (_ids: string[]) => {},
  follow: vi.fn(async () => ({ followersCount: 1 })),
}));
vi.mock('../../client/lib/trpc.ts', () => ({
  trpcClient: { follows: { follow: { mutate: server.follow }, unfollow: { mutate: vi.fn() } } },
  trpc: {
    follows: {
      followingIds: {
        queryOptions: () => ({
          queryKey: ['followingIds'],
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            new Promise<string[]>((resolve, reject) => {
              server.answerFollowing = resolve;
              signal.addEventListener('abort', () => reject(new DOMException('cancelado', 'AbortError')));
            }),
        }),
        queryKey: () => ['followingIds'],
      },
    },
  },
}));
vi.mock('../../client/components/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { FollowButton } = await import('../../client/components/follows/FollowButton.tsx');

describe('FollowButton', () => {
  it('stays on Seguindo when the following list read before the click arrives after it', async () => {
    await renderWithRouter(<FollowButton userId="bruno" name="Bruno Sebastião" />);
    await userEvent.click(screen.getByRole('button', { name: 'Seguir Bruno Sebastião' }));
    expect(await screen.findByRole('button', { name: 'Seguindo Bruno Sebastião' })).toBeEnabled();
    server.answerFollowing([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Seguindo Bruno Sebastião' })).toBeInTheDocument();
    expect(server.follow).toHaveBeenCalledWith({ userId: 'bruno' });
  });
});
