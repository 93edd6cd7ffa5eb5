/**
 * Resolves in a later task, so the browser can paint and answer input in between: long work
 * after a page loads, cut in pieces, does not block it (Lighthouse's Total Blocking Time counts
 * every task over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in the task after the browser's next frame: work that reads the layout (a map
 * measuring its box) then finds it done by the frame, rather than forcing it in its own task.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
