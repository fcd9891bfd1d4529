import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// 'Seguir' / 'Seguindo' never contradicts the server (docs/product/follows.md#follow-button): a read of
// the reader's following list made before a follow or an unfollow reached the server (a loaded
// server, a fast click, another part of the page reading the list meanwhile) answers with the old
// list, sometimes after the change's own answer; that old answer must not undo the change.

vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({
    user: { id: 'leitora', name: 'Carla', email: 'c@example.com', username: 'carla' },
  }),
}));

/** The server: its following list, the reads of it not yet answered, and the change in flight. */
const server = vi.hoisted(() => {
  const state = {
    following: new Set<string>(),
    /** Each read answers with the list as it was when the read reached the server. */
    reads: [] as Array<() => void>,
    write: null as null | (() => void),
    answerReads() {
      const reads = state.reads.splice(0);
      for (const answer of reads) answer();
    },
    finishWrite() {
      state.write?.();
      state.write = null;
    },
  };
  return state;
});
const change =
  (follow: boolean) =>
  async ({ userId }: { userId: string }) =>
    new Promise<{ followersCount: number }>((resolve) => {
      server.write = () => {
        if (follow) server.following.add(userId);
        else server.following.delete(userId);
        resolve({ followersCount: follow ? 1 : 0 });
      };
    });
vi.mock('../../client/lib/trpc.ts', () => ({
  trpcClient: { follows: { follow: { mutate: change(true) }, unfollow: { mutate: change(false) } } },
  trpc: {
    follows: {
      followingIds: {
        queryOptions: () => ({
          queryKey: ['followingIds'],
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            new Promise<string[]>((resolve, reject) => {
              const answer = [...server.following];
              server.reads.push(() => resolve(answer));
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

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  server.following = new Set();
  server.reads = [];
  server.write = null;
});

/** Renders the button with the server's list answered, so it shows where the reader stands. */
async function renderButton() {
  const rendered = await renderWithRouter(<FollowButton userId="bruno" name="Bruno Sebastião" />);
  server.answerReads();
  await settle();
  return rendered;
}

describe('FollowButton', () => {
  it('stays on Seguindo when the following list read before the click arrives after it', async () => {
    await renderWithRouter(<FollowButton userId="bruno" name="Bruno Sebastião" />);
    await userEvent.click(screen.getByRole('button', { name: 'Seguir Bruno Sebastião' }));
    expect(await screen.findByRole('button', { name: 'Seguindo Bruno Sebastião' })).toBeInTheDocument();
    server.finishWrite();
    server.answerReads();
    await settle();
    server.answerReads();
    await settle();
    expect(screen.getByRole('button', { name: 'Seguindo Bruno Sebastião' })).toBeEnabled();
  });

  it.each([
    { before: ['bruno'], click: 'Seguindo', after: 'Seguir' },
    { before: [], click: 'Seguir', after: 'Seguindo' },
  ])(
    'shows $after after $click when a read made during the change answers after it',
    async ({ before, click, after }) => {
      server.following = new Set(before);
      const { queryClient } = await renderButton();
      await userEvent.click(screen.getByRole('button', { name: `${click} Bruno Sebastião` }));
      expect(screen.getByRole('button', { name: `${after} Bruno Sebastião` })).toBeInTheDocument();
      // Another part of the page reads the list while the change is on its way: the server
      // answers with the list from before the change, once before the change's answer...
      void queryClient.invalidateQueries({ queryKey: ['followingIds'] });
      await settle();
      server.answerReads();
      await settle();
      expect(screen.getByRole('button', { name: `${after} Bruno Sebastião` })).toBeInTheDocument();
      // ...and once after it.
      void queryClient.invalidateQueries({ queryKey: ['followingIds'] });
      await settle();
      server.finishWrite();
      await settle();
      server.answerReads();
      await settle();
      server.answerReads();
      await settle();
      expect(screen.getByRole('button', { name: `${after} Bruno Sebastião` })).toBeEnabled();
    },
  );
});
