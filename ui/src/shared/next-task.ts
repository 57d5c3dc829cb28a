/**
 * Resolves in a task of its own (a `setTimeout` of 0 ms): the work after `await nextTask()` is not
 * part of the current task, so a long start-up is several shorter tasks (decisions 0454, 0468).
 * Never rejects.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
