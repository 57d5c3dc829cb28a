import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '../../../ui/src/shared/use-hydrated';
import { serverRenderThenHydrate } from '../hydrate';

function HydrationState() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated (decision 0465)', () => {
  it('is false on the server and true once hydrated, without a hydration mismatch', async () => {
    expect(renderToString(<HydrationState />)).toBe('<p>server</p>');
    const { container, errors } = await serverRenderThenHydrate(<HydrationState />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('hydrated');
  });
});
