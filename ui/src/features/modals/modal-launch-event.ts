import { useEffect } from 'react';
import { hashModalToOpen, HASH_MODALS, Logger, MODAL_LAUNCH_MESSAGES, MODAL_STYLE_TYPES, modalIdOfHash, type ModalStyleType } from '@vitrine/core';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { useServices } from '../../shared/service-context';
import { useSiteConfig } from '../../shared/site-context';
import { hashModalFeatures } from './hash-modal-features';
import { HASH_MODAL_STYLES } from './modal-registry';

/**
 * The app event that opens a named modal (shell-and-account.md §2 "Hash-triggered modals", §5
 * "Modal launch needs options, a modal id, and exactly one of a component or an event; style types
 * allowed: small, large, full, review-details"; decision 0434): a `CustomEvent` named
 * {@link MODAL_LAUNCH_EVENT} on `window`, for a native app hosting the site in a webview or content
 * that cannot change the URL. Its detail names a hash modal (one of core's HASH_MODALS); it opens
 * exactly as its URL hash would, with the id 'name-modal' (core's modalIdOfHash).
 */
export const MODAL_LAUNCH_EVENT = 'vitrine:launch-modal';

/** The event's detail: the hash name, optional parameters (as the hash's query) and an optional style type. */
export interface ModalLaunchEventDetail {
  readonly modal: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly styleType?: string;
}

/** Dispatches the modal launch event on `target` (the window). */
export function dispatchModalLaunch(target: EventTarget, detail: ModalLaunchEventDetail): void {
  target.dispatchEvent(new CustomEvent<ModalLaunchEventDetail>(MODAL_LAUNCH_EVENT, { detail }));
}

const isStyleType = (value: unknown): value is ModalStyleType => (MODAL_STYLE_TYPES as readonly unknown[]).includes(value);

/**
 * Listens for {@link MODAL_LAUNCH_EVENT}: a detail naming one of core's HASH_MODALS that the site's
 * features allow (hashModalToOpen) launches it on the modal stack with the id modalIdOfHash(name)
 * and its registered style, or the given one when it is one of MODAL_STYLE_TYPES (another is
 * logged with core's MODAL_LAUNCH_MESSAGES.styleType text and the registered style used). Other
 * details are logged (warn) and ignored. Unknown names never reach the stack.
 */
export function useModalLaunchEvents(): void {
  const store = useModalStack();
  const config = useSiteConfig();
  const services = useServices();
  useEffect(() => {
    const logger = services.has(Logger) ? services.get(Logger) : console;
    const onLaunch = (event: Event) => {
      const detail = (event as CustomEvent<ModalLaunchEventDetail | null>).detail;
      const name = detail?.modal;
      const open = typeof name === 'string' && (HASH_MODALS as readonly string[]).includes(name) ? hashModalToOpen(name, hashModalFeatures(config)) : null;
      if (!open) {
        logger.warn('Modal launch event names no modal this site opens', { modal: String(name) });
        return;
      }
      let styleType = HASH_MODAL_STYLES[open.hash];
      if (detail!.styleType !== undefined) {
        if (isStyleType(detail!.styleType)) styleType = detail!.styleType;
        else logger.warn(MODAL_LAUNCH_MESSAGES.styleType, { modal: name, styleType: String(detail!.styleType) });
      }
      store.launch({ modalId: modalIdOfHash(open.hash), event: open.hash, styleType, params: { ...detail!.params } }).catch((error: unknown) => logger.warn('Modal launch event failed', { modal: name, error: String(error) }));
    };
    window.addEventListener(MODAL_LAUNCH_EVENT, onLaunch);
    return () => window.removeEventListener(MODAL_LAUNCH_EVENT, onLaunch);
  }, [store, config, services]);
}
