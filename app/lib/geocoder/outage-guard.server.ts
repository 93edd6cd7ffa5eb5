import type { Logger } from "../logger.server.ts";
import { GeocoderUnavailableError, type Geocoder } from "./geocoder.ts";

export interface OutageGuardOptions {
  logger: Pick<Logger, "warn" | "info">;
  /** Consecutive failures that open the breaker. */
  failureThreshold?: number;
  /** How long an open breaker answers without calling the service, milliseconds. */
  pauseMs: number;
  now?: () => number;
}

/** What the guard knows of the service: closed (calling), open (paused) or half-open (one trial call in flight). */
export type BreakerState = "closed" | "open" | "half-open";

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/**
 * Wraps a geocoder in a circuit breaker. An outage is logged once, at warn, with its cause (no
 * stack); after `failureThreshold` failures in a row the service is not called for `pauseMs`
 * (callers get GeocoderUnavailableError at once), then one trial call decides: a success closes
 * the breaker and logs the recovery, a failure pauses again.
 */
export function guardOutages(geocoder: Geocoder, options: OutageGuardOptions): Geocoder & { state: () => BreakerState } {
  const threshold = options.failureThreshold ?? 3;
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt = 0;
  let state: BreakerState = "closed";

  async function run<T>(call: () => Promise<T>): Promise<T> {
    if (state === "half-open" || (state === "open" && now() - openedAt < options.pauseMs)) {
      throw new GeocoderUnavailableError(`${geocoder.name} paused after an outage`);
    }
    if (state === "open") state = "half-open";
    try {
      const result = await call();
      if (failures > 0) options.logger.info({ geocoder: geocoder.name }, "geocoder recovered");
      failures = 0;
      state = "closed";
      return result;
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      failures += 1;
      if (failures === 1) options.logger.warn({ geocoder: geocoder.name, cause: causeOf(error) }, "geocoder outage");
      if (state === "half-open" || failures >= threshold) {
        state = "open";
        openedAt = now();
      }
      throw error;
    }
  }

  return {
    name: geocoder.name,
    search: (query, searchOptions) => run(() => geocoder.search(query, searchOptions)),
    reverse: (latitude, longitude, reverseOptions) => run(() => geocoder.reverse(latitude, longitude, reverseOptions)),
    state: () => state,
  };
}
