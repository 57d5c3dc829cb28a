import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityInput } from '../../../ui/src/components/quantity-input';
import { renderWithSite } from './render-with-site';

function Harness({ max, changes }: { max: number; changes: number[] }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityInput
      value={value}
      max={max}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('QuantityInput', () => {
  it('is a spinbutton named Quantity with min 1 and the given max', () => {
    renderWithSite(<Harness max={4} changes={[]} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect(input.min).toBe('1');
    expect(input.max).toBe('4');
    expect(input.value).toBe('1');
  });

  it('steps with the buttons within 1..max', async () => {
    const user = userEvent.setup();
    const changes: number[] = [];
    renderWithSite(<Harness max={2} changes={changes} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const increase = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    await user.click(increase);
    expect(increase.disabled).toBe(true);
    expect(changes).toEqual([2]);
  });

  it('caps a typed value at max and ignores what is not a whole number of at least 1', async () => {
    const user = userEvent.setup();
    const changes: number[] = [];
    renderWithSite(<Harness max={5} changes={changes} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '0');
    expect(changes).toEqual([]);
    await user.clear(input);
    await user.type(input, '9');
    await waitFor(() => expect(input.value).toBe('5'));
    expect(changes).toEqual([5]);
    await user.clear(input);
    await user.tab();
    expect(input.value).toBe('5');
  });
});
