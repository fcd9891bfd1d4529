import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarInput } from '../../client/components/orders/Stars.tsx';

// The stars of a review, 1 to 5 for each criterion (docs/product/reviews.md#rating): one radio
// group per criterion, named by it.

function StarHarness() {
  const [value, setValue] = useState(0);
  return (
    <>
      <StarInput legend="Comunicação" name="comunicacao" value={value} onChange={setValue} />
      <output aria-label="valor">{value}</output>
    </>
  );
}

describe('StarInput', () => {
  it('is a named radio group of five choices', () => {
    render(<StarHarness />);
    const group = screen.getByRole('group', { name: 'Comunicação' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    for (const [i, name] of [
      '1 de 5 estrelas',
      '2 de 5 estrelas',
      '3 de 5 estrelas',
      '4 de 5 estrelas',
      '5 de 5 estrelas',
    ].entries()) {
      expect(radios[i]).toHaveAccessibleName(name);
    }
    fireEvent.click(within(group).getByRole('radio', { name: '4 de 5 estrelas' }));
    expect(screen.getByRole('status', { name: 'valor' })).toHaveTextContent('4');
    expect(within(group).getByRole('radio', { name: '4 de 5 estrelas' })).toBeChecked();
  });
});
