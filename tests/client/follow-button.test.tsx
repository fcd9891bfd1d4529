import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

// 'Seguir' / 'Seguindo' never contradicts the server (docs/product/follows.md#follow-button): a read of
// the reader's following list made before a follow or an unfollow reached the server (a loaded
// server, a fast click, another part of the page reading the list meanwhile) answers with the old
// list, sometimes after the change's own answer; that old answer must not undo the change.

vi.mock('../../client/components/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { FollowButton } = await import('../../client/components/follows/FollowButton.tsx');
const { trpc } = await import('../../client/lib/trpc.ts');

const server = pageServerForEachTest();

/** Carla signed in, and Bruno, whom she follows already when `following`. */
async function carlaAndBruno(following: boolean) {
  const { caller } = await signedIn(server(), { name: 'Carla' });
  const bruno = await createUser(server().t.db, { name: 'Bruno Sebastião' });
  if (following) await caller.follows.follow({ userId: bruno.id });
  return { caller, bruno };
}

/**
 * The button on a page, the reader known before it paints as the app's root route makes sure
 * (client/routes/__root.tsx): a click before the session's answer would send Carla to sign in.
 */
async function renderButton(bruno: { id: string }) {
  const queryClient = testQueryClient();
  await queryClient.ensureQueryData(trpc.accounts.me.queryOptions());
  return renderWithRouter(<FollowButton userId={bruno.id} name="Bruno Sebastião" />, { queryClient });
}

describe('FollowButton', () => {
  it('stays on Seguindo when the following list read before the click arrives after it', async () => {
    const { bruno } = await carlaAndBruno(false);
    const reads = server().holdAnswers('follows.followingIds');
    await renderButton(bruno);
    await reads.reached();
    const change = server().holdAnswers('follows.follow');
    await userEvent.click(screen.getByRole('button', { name: 'Seguir Bruno Sebastião' }));
    expect(await screen.findByRole('button', { name: 'Seguindo Bruno Sebastião' })).toBeInTheDocument();
    // The follow is done on the server; the list read before it answers while its answer is on
    // its way, then the answer and the list read after it.
    await change.reached();
    reads.release();
    await server().quiet();
    expect(screen.getByRole('button', { name: 'Seguindo Bruno Sebastião' })).toBeInTheDocument();
    change.release();
    await server().quiet();
    expect(screen.getByRole('button', { name: 'Seguindo Bruno Sebastião' })).toBeEnabled();
  });

  it.each([
    { following: true, click: 'Seguindo', after: 'Seguir', path: 'follows.unfollow' },
    { following: false, click: 'Seguir', after: 'Seguindo', path: 'follows.follow' },
  ])(
    'shows $after after $click when a read made during the change answers after it',
    async ({ following, click, after, path }) => {
      const { bruno } = await carlaAndBruno(following);
      const { queryClient } = await renderButton(bruno);
      const button = (label: string) => screen.findByRole('button', { name: `${label} Bruno Sebastião` });
      await button(click);
      const change = server().holdRequests(path);
      await userEvent.click(await button(click));
      await change.reached();
      expect(await button(after)).toBeInTheDocument();
      // Another part of the page reads the list while the change is on its way: the server
      // answers with the list from before the change, once before the change's answer...
      // Not awaited: the read may wait at a gate.
      const readAgain = () =>
        act(async () => void queryClient.invalidateQueries(trpc.follows.followingIds.queryFilter()));
      await readAgain();
      await server().quiet();
      expect(await button(after)).toBeInTheDocument();
      // ...and once after it.
      const late = server().holdAnswers('follows.followingIds');
      await readAgain();
      await late.reached();
      change.release();
      await server().quiet();
      late.release();
      await server().quiet();
      expect(await button(after)).toBeEnabled();
    },
  );
});
