import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { isMissing, loadOrNotFound, type MissingCode } from '../../client/lib/not-found.ts';

/** An error as the tRPC client makes it from a server answer with `code`. */
function refused(code: string) {
  return TRPCClientError.from({
    error: { code: -32600, message: 'recusado', data: { code, httpStatus: 400 } },
  });
}
/** A request that never reached the server. */
const unreachable = () => TRPCClientError.from(new TypeError('Failed to fetch'));

/**
 * React logs the error an error screen caught, and the router warns of it: the tests that expect
 * the error screen allow both.
 */
function allowCaughtErrorLog() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

/**
 * Renders one route whose loader goes through loadOrNotFound, with the not-found and error
 * screens a page route has (the error screen asks isMissing, as the book and store pages do).
 */
async function renderRoute(load: () => Promise<string>, codes?: readonly MissingCode[]) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => loadOrNotFound(load, codes),
    notFoundComponent: () => <p>não encontrado</p>,
    errorComponent: (props: ErrorComponentProps) => (
      <p>{isMissing(props.error) ? 'sumiu depois' : 'erro, tente de novo'}</p>
    ),
    component: function Page() {
      return <p>{page.useLoaderData()}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
}

describe('isMissing', () => {
  it('is true for the codes by which the server says a record is not there', () => {
    expect(isMissing(refused('NOT_FOUND'))).toBe(true);
    expect(isMissing(refused('BAD_REQUEST'))).toBe(true);
  });

  it('is false for any other refusal, a failed request or an error not from tRPC', () => {
    expect(isMissing(refused('UNAUTHORIZED'))).toBe(false);
    expect(isMissing(refused('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isMissing(unreachable())).toBe(false);
    expect(isMissing(Object.assign(new Error('x'), { data: { code: 'NOT_FOUND' } }))).toBe(false);
    expect(isMissing(undefined)).toBe(false);
  });

  it('takes only the codes it is given', () => {
    expect(isMissing(refused('NOT_FOUND'), ['NOT_FOUND'])).toBe(true);
    expect(isMissing(refused('BAD_REQUEST'), ['NOT_FOUND'])).toBe(false);
  });
});

describe('loadOrNotFound in a route loader', () => {
  it('renders the page with what was loaded', async () => {
    await renderRoute(async () => 'Dom Casmurro');
    expect(await screen.findByText('Dom Casmurro')).toBeInTheDocument();
  });

  it('renders the route’s not-found screen when the server answers NOT_FOUND', async () => {
    await renderRoute(async () => {
      throw refused('NOT_FOUND');
    });
    expect(await screen.findByText('não encontrado')).toBeInTheDocument();
  });

  it('renders the not-found screen when the server refuses the address (BAD_REQUEST)', async () => {
    await renderRoute(async () => {
      throw refused('BAD_REQUEST');
    });
    expect(await screen.findByText('não encontrado')).toBeInTheDocument();
  });

  it('leaves any other failure to the error screen, which can retry', async () => {
    const caught = allowCaughtErrorLog();
    await renderRoute(async () => {
      throw unreachable();
    });
    expect(await screen.findByText('erro, tente de novo')).toBeInTheDocument();
    expect(caught).toHaveBeenCalled();
  });

  it('with only NOT_FOUND given, a BAD_REQUEST reaches the error screen', async () => {
    const caught = allowCaughtErrorLog();
    await renderRoute(async () => {
      throw refused('BAD_REQUEST');
    }, ['NOT_FOUND']);
    expect(await screen.findByText('sumiu depois')).toBeInTheDocument();
    expect(caught).toHaveBeenCalled();
  });
});
