/**
 * Resolves in a later task, so the browser can paint and answer input in between: long work
 * after a page loads, cut in pieces, does not block it (Lighthouse's Total Blocking Time counts
 * every task over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
