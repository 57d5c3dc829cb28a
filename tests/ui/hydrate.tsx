import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `node` to a string as the server does, puts it in a container in the document, and
 * hydrates it there. Resolves with the container and the errors React reported while hydrating
 * (a mismatch between the server's HTML and the browser's first render is one).
 */
export async function serverRenderThenHydrate(node: ReactElement): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}
