import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Description, descriptionNeedsCollapse } from '../../client/components/book/Description.tsx';

describe('description collapse rule (over 150 characters or over 3 lines)', () => {
  it('collapses over 150 characters, not at 150', () => {
    expect(descriptionNeedsCollapse('a'.repeat(150))).toBe(false);
    expect(descriptionNeedsCollapse('a'.repeat(151))).toBe(true);
  });

  it('collapses over 3 lines, not at 3', () => {
    expect(descriptionNeedsCollapse('um\ndois\ntrês')).toBe(false);
    expect(descriptionNeedsCollapse('um\ndois\ntrês\nquatro')).toBe(true);
  });

  it('ignores surrounding blank space', () => {
    expect(descriptionNeedsCollapse(`\n\n${'a'.repeat(150)}\n\n`)).toBe(false);
  });
});

describe('Description', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("toggles a long text with 'Ver mais' / 'Ver menos'", () => {
    const text = 'Um livro muito bom. '.repeat(10);
    render(<Description text={text} />);
    const body = screen.getByText(text.trim());
    expect(body).toHaveClass('line-clamp-3');
    const more = screen.getByRole('button', { name: 'Ver mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(body).not.toHaveClass('line-clamp-3');
    const less = screen.getByRole('button', { name: 'Ver menos' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument();
  });

  it('collapses four short lines too', () => {
    render(<Description text={'linha 1\nlinha 2\nlinha 3\nlinha 4'} />);
    expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument();
  });

  it("shows a short text whole, without 'Ver mais'", () => {
    render(<Description text="Capa um pouco gasta, miolo perfeito." />);
    expect(screen.getByText('Capa um pouco gasta, miolo perfeito.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("offers 'Ver mais' for a short text that overflows its 3 lines on this screen", () => {
    // A fake observer, called back the way browsers do after a layout: the paragraph is measured
    // there, never while React commits.
    const callbacks: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const tall = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    const clamped = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(72);
    try {
      render(<Description text="Palavras compridíssimas demais para a tela" />);
      expect(screen.queryByRole('button', { name: 'Ver mais' })).toBeNull();
      act(() => {
        for (const callback of callbacks) callback();
      });
      expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument();
    } finally {
      tall.mockRestore();
      clamped.mockRestore();
    }
  });

  it('says so when the seller wrote nothing', () => {
    render(<Description text={null} />);
    expect(screen.getByText(/não escreveu uma descrição/)).toBeInTheDocument();
  });
});
