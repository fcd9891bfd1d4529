import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DESCRIPTION_OVERFLOW_ATTRIBUTE,
  Description,
  descriptionNeedsCollapse,
} from '../../client/components/book/Description.tsx';

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
    expect(more).not.toHaveClass('hidden');
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
    // The button is there for the stylesheet to show if the text overflows; it does not here.
    expect(screen.getByRole('button', { name: 'Ver mais' })).toHaveClass('hidden');
    expect(screen.getByRole('region')).not.toHaveAttribute(DESCRIPTION_OVERFLOW_ATTRIBUTE);
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
      const region = screen.getByRole('region');
      expect(region).not.toHaveAttribute(DESCRIPTION_OVERFLOW_ATTRIBUTE);
      for (const callback of callbacks) callback();
      expect(region).toHaveAttribute(DESCRIPTION_OVERFLOW_ATTRIBUTE);
      const more = screen.getByRole('button', { name: 'Ver mais' });
      expect(more).toHaveClass('hidden', 'group-data-overflows/description:block');
      fireEvent.click(more);
      expect(screen.getByRole('button', { name: 'Ver menos' })).toBeInTheDocument();
    } finally {
      tall.mockRestore();
      clamped.mockRestore();
    }
  });

  it('does not measure a text that is long by the rule', () => {
    const observed = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = observed;
        disconnect() {}
      },
    );
    render(<Description text={'Um livro muito bom. '.repeat(10)} />);
    expect(screen.getByRole('button', { name: 'Ver mais' })).toBeInTheDocument();
    expect(observed).not.toHaveBeenCalled();
    render(<Description text="Curta." />);
    expect(observed).toHaveBeenCalledTimes(1);
  });

  it('says so when the seller wrote nothing', () => {
    render(<Description text={null} />);
    expect(screen.getByText(/não escreveu uma descrição/)).toBeInTheDocument();
  });
});
