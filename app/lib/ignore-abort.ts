/** Swallows the AbortError of a revalidation cancelled by a navigation; anything else still fails. */
export function ignoreAbort(error: unknown): void {
  if (error instanceof DOMException && error.name === "AbortError") return;
  if (error instanceof Error && error.name === "AbortError") return;
  throw error;
}
