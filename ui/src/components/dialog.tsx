import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ModalStyleType } from '@vitrine/core';
import { dialogKeyDown, initialFocusTarget } from './dialog-focus';
import styles from './dialog.module.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The dialog's heading; also its accessible name. */
  readonly title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  readonly description?: ReactNode;
  /** Style types of the modal rules (shell-and-account.md §5): small, large, full, review-details. Default small. */
  readonly styleType?: ModalStyleType;
  /**
   * Whether the shopper may close it (Escape and a "Close" button). Default true. The
   * upgrade-optional login variant passes false (shell-and-account.md §4).
   */
  readonly closable?: boolean;
  /** Called when the shopper asks to close (Escape, the Close button); the owner unmounts the dialog. */
  readonly onClose?: () => void;
  /** The modal id ('sign-in-modal'), set as the element id. */
  readonly id?: string;
  /** Extra attributes for tests and tooling (`data-*`). */
  readonly dataAttributes?: Readonly<Record<`data-${string}`, string | undefined>>;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element opened with `showModal()` (architecture.md
 * "UI"; shell-and-account.md §2 "Hash-triggered modals", §4 "Modal stack"): role dialog named by
 * its title; the rest of the page is inert while it is open (native top layer); focus moves in on
 * open (a `data-autofocus` element, else the first control of the body), Tab and Shift+Tab wrap
 * inside it, and focus returns on close to the element that had it when the dialog opened (the
 * trigger) when that element is still in the page. Escape closes it when `closable`; a closable
 * dialog shows a "Close" button. Mounted = open: the owner (the modal host) unmounts it to close.
 */
export function Dialog({ title, description, styleType = 'small', closable = true, onClose, id, dataAttributes, children }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef({ closable, onClose });
  closeRef.current = { closable, onClose };

  // Open on mount, before paint, remembering the trigger; close and give focus back on unmount.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusTarget(dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      if (trigger && trigger.isConnected && trigger !== document.body) trigger.focus({ preventScroll: true });
    };
  }, []);

  // The browser's own close request (Escape without a keydown we saw, a platform back gesture).
  useEffect(() => {
    const dialog = ref.current!;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (closeRef.current.closable) closeRef.current.onClose?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`${styles.dialog} ${styles[styleType]}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={(event) =>
        dialogKeyDown(event, () => {
          if (closable) onClose?.();
        })
      }
      {...dataAttributes}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable && (
            <button type="button" className={styles.close} onClick={() => onClose?.()} aria-label={t`Close`}>
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l14 14M19 5L5 19" />
              </svg>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        <div className={styles.body} data-dialog-body="">
          {children}
        </div>
      </div>
    </dialog>
  );
}
