import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../../client/components/book/Gallery.tsx';

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/images/books/foto-${i + 1}.webp`);
const counter = () => screen.getByTestId('gallery-counter');

describe('Gallery', () => {
  it('shows the default cover when the book has no photos', () => {
    const { container } = render(<Gallery photos={[]} title="Dom Casmurro" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/default-cover.svg');
    expect(screen.queryByTestId('gallery-counter')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a single photo plainly, resized by the image endpoint, without counter, dots or thumbnails', () => {
    render(<Gallery photos={photos(1)} title="Dom Casmurro" />);
    expect(screen.getByRole('img', { name: 'Capa de Dom Casmurro' })).toHaveAttribute(
      'src',
      '/images/books/foto-1.webp?w=800',
    );
    expect(screen.queryByTestId('gallery-counter')).toBeNull();
    expect(screen.queryAllByTestId('gallery-dot')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Miniaturas' })).toBeNull();
  });

  it("counts '1 / 4', moves with the arrows and wraps around", () => {
    render(<Gallery photos={photos(4)} title="Dom Casmurro" />);
    expect(counter()).toHaveTextContent('1 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(counter()).toHaveTextContent('2 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Foto anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(counter()).toHaveTextContent('4 / 4');
    expect(screen.getByRole('img', { name: 'Dom Casmurro: foto 4 de 4' })).toHaveAttribute(
      'src',
      '/images/books/foto-4.webp?w=800',
    );
  });

  it('moves with the keyboard arrows, Home and End when the carousel has focus', () => {
    render(<Gallery photos={photos(3)} title="Dom Casmurro" />);
    const region = screen.getByRole('region', { name: 'Fotos de Dom Casmurro' });
    expect(region).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('2 / 3');
    fireEvent.keyDown(region, { key: 'End' });
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('1 / 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(counter()).toHaveTextContent('1 / 3');
  });

  it('shows one dot per photo up to 5, and none beyond', () => {
    const { unmount } = render(<Gallery photos={photos(5)} title="Livro" />);
    const dots = screen.getAllByTestId('gallery-dot');
    expect(dots).toHaveLength(5);
    fireEvent.click(dots[2] as HTMLElement);
    expect(counter()).toHaveTextContent('3 / 5');
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    unmount();
    render(<Gallery photos={photos(6)} title="Livro" />);
    expect(screen.queryAllByTestId('gallery-dot')).toHaveLength(0);
    expect(counter()).toHaveTextContent('1 / 6');
  });

  it('thumbnails pick a photo', () => {
    render(<Gallery photos={photos(4)} title="Livro" />);
    const thumbs = within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('button');
    expect(thumbs).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar foto 3' }));
    expect(counter()).toHaveTextContent('3 / 4');
    expect(screen.getByRole('button', { name: 'Mostrar foto 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens a full-screen viewer that follows the arrows and closes with Escape', async () => {
    render(<Gallery photos={photos(3)} title="Livro" />);
    const zoom = screen.getByRole('button', { name: 'Ampliar foto 1 de 3' });
    zoom.focus();
    fireEvent.click(zoom);
    // The viewer's code loads on first use.
    const viewer = await screen.findByRole('dialog', { name: 'Fotos de Livro' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/images/books/foto-1.webp?w=1600');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Próxima foto' }));
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the photo that opened the viewer, not to the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Ampliar foto/ })).toHaveFocus());
    // The page follows the photo last seen in the viewer.
    expect(counter()).toHaveTextContent('3 / 3');
  });
});
