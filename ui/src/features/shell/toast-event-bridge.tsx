import { useEffect } from 'react';
import { Logger } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useToasts } from '../../shared/toasts';
import { listenForToastEvents } from '../../shared/toasts/toast-event';

/**
 * Shows the toasts a native app or other page code asks for with the toast app event
 * (ui/src/shared/toasts/toast-event.ts; decision 0434). Part of the session layer's chunk, off the initial JS.
 * Renders nothing.
 */
export default function ToastEventBridge() {
  const toasts = useToasts();
  const services = useServices();
  useEffect(() => listenForToastEvents(window, toasts, services.has(Logger) ? services.get(Logger) : console), [toasts, services]);
  return null;
}
