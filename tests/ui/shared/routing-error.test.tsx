import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRoutingError, useRoutingError } from '../../../ui/src/shared/routing-error';

function Probe() {
  return <p>{String(useRoutingError())}</p>;
}

describe('routing error code (shell-and-account §2)', () => {
  afterEach(() => setRoutingError(null));

  it('re-renders subscribers when the code is set and cleared', () => {
    render(<Probe />);
    expect(screen.getByText('null')).toBeTruthy();
    act(() => setRoutingError(404));
    expect(screen.getByText('404')).toBeTruthy();
    act(() => setRoutingError(451));
    expect(screen.getByText('451')).toBeTruthy();
    act(() => setRoutingError(null));
    expect(screen.getByText('null')).toBeTruthy();
  });
});
