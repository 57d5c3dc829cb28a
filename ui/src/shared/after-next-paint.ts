/**
 * Runs `run` in a task of its own after the browser has painted the current frame (a
 * `requestAnimationFrame` callback that queues a zero-delay timeout). Returns the cancel function.
 * For work a paint must not wait for: the query write of a product selection, so the click's next
 * paint (its INP) comes first (decision 0472); a carousel's start, out of the commit that mounted
 * it (decision 0471).
 */
export function afterNextPaint(run: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
