import { createContext } from "react-router";
import type { Actor } from "./actor.server.ts";
import type { LanguageCode } from "./i18n/index.ts";
import type { Services } from "./services.server.ts";

/** Process-wide services, set by the server for every page request. */
export const servicesContext = createContext<Services>();

export interface RequestInfo {
  /** The page's language, from its URL. */
  lang: LanguageCode;
  /** The visitor's language by cookie or Accept-Language: offered as a switch, never served unasked. */
  preferredLang: LanguageCode;
  nonce: string;
  requestId: string;
  /** The client's address (rate limits). */
  ip: string;
  /** Resolved lazily: most public pages never ask. */
  getActor: () => Promise<Actor | null>;
  /** True when the request carries a session of an account staff deactivated (getActor then answers null). */
  isAccountDeactivated: () => Promise<boolean>;
  /**
   * Registers what a render does besides answering (a listing's view) so that the page cache
   * does it again each time it serves this render's page; absent when the page is not cached.
   */
  onCacheHit?: (effect: () => void) => void;
}

export const requestContext = createContext<RequestInfo>();
