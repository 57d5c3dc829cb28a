import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../../ui/src/components/dialog';
import { initialFocusTarget, tabbablesIn, wrapTarget } from '../../../../ui/src/components/dialog-focus';

/** A page with a trigger button that opens a dialog with two fields; Close/Escape call onClose and unmount it. */
function Page({ closable = true, onClose = () => undefined }: { closable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Outside link</a>
      {open && (
        <Dialog
          title="Sign in"
          description="Use your email"
          closable={closable}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <label>
            Email
            <input type="email" />
          </label>
          <label>
            Password
            <input type="password" />
          </label>
          <button type="submit">Submit</button>
        </Dialog>
      )}
    </>
  );
}

function renderPage(props: Parameters<typeof Page>[0] = {}) {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <Page {...props} />
    </I18nProvider>,
  );
  return { user };
}

describe('Dialog (architecture.md "UI": dialog semantics and focus management)', () => {
  it('is a dialog named by its title and described by its description, with a Close button', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in', description: 'Use your email' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).not.toBeNull();
  });

  it('moves focus to the first field of its body when it opens', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    // From the last control Tab wraps to the first (the Close button in the heading row).
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onClose = vi.fn();
    const { user } = renderPage({ onClose });
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with the Close button and gives focus back to the trigger', async () => {
    const { user } = renderPage();
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('a dialog that cannot be closed has no Close button and ignores Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderPage({ closable: false, onClose });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).not.toBeNull();
  });

  it('a native cancel request (the browser Escape) closes only a closable dialog', async () => {
    const onClose = vi.fn();
    const { user } = renderPage({ onClose });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('dialog focus helpers', () => {
  function fixture(html: string): HTMLElement {
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  }

  it('tabbablesIn skips disabled, hidden, negative tabindex and closed details content', () => {
    const root = fixture(
      '<button id="a">a</button><button disabled>b</button><input type="hidden"><span tabindex="-1">c</span><div hidden><a href="#x">d</a></div>' +
        '<details><summary id="s">s</summary><a href="#y">e</a></details><a id="f" href="#z">f</a><span id="g" tabindex="0">g</span>',
    );
    expect(tabbablesIn(root).map((el) => el.id)).toEqual(['a', 's', 'f', 'g']);
    root.remove();
  });

  it('initialFocusTarget prefers data-autofocus, then the body, then any control, then the dialog', () => {
    const marked = fixture('<button>x</button><div data-dialog-body><input id="i"><button id="m" data-autofocus>m</button></div>');
    expect(initialFocusTarget(marked).id).toBe('m');
    const body = fixture('<button id="close">x</button><div data-dialog-body><input id="i"></div>');
    expect(initialFocusTarget(body).id).toBe('i');
    const only = fixture('<button id="close">x</button><div data-dialog-body><p>text</p></div>');
    expect(initialFocusTarget(only).id).toBe('close');
    const empty = fixture('<p>text</p>');
    expect(initialFocusTarget(empty)).toBe(empty);
    for (const el of [marked, body, only, empty]) el.remove();
  });

  it('wrapTarget wraps at both ends and lets the browser move in between', () => {
    const root = fixture('<button id="a">a</button><button id="b">b</button><button id="c">c</button>');
    const [a, b, c] = ['a', 'b', 'c'].map((id) => root.querySelector<HTMLElement>(`#${id}`)!);
    expect(wrapTarget(root, c!, false)).toBe(a);
    expect(wrapTarget(root, a!, true)).toBe(c);
    expect(wrapTarget(root, b!, false)).toBeNull();
    expect(wrapTarget(root, document.body, false)).toBe(a);
    const empty = fixture('<p>nothing</p>');
    expect(wrapTarget(empty, document.body, false)).toBe(empty);
    root.remove();
    empty.remove();
  });
});
