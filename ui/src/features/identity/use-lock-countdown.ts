import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a lock-out, counting down once a second from `retryAfterSeconds` while
 * `active`; calls `onExpired` once when it reaches zero (the login modal's `login.lockExpired`).
 * Returns the seconds left (null when not active).
 */
export function useLockCountdown(active: boolean, retryAfterSeconds: number | null, onExpired: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    if (!active || retryAfterSeconds === null) {
      setLeft(null);
      return;
    }
    const endsAt = Date.now() + retryAfterSeconds * 1000;
    setLeft(retryAfterSeconds);
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        expired.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [active, retryAfterSeconds]);

  return left;
}
