import type { ReplayedCall } from "./replay.ts";

/**
 * The eBroker Flutter app 1.2.5's start-up, account, package, payment, chat and notification
 * calls, as `lib/utils/api.dart` and its cubits make them and `lib/data/model/` reads them
 * (perfectshelter/perfectshelter-app). Dart sends an unset value as the text "null".
 * The first call signs in and remembers the token the rest send.
 */
export const flutterAccountCalls: ReplayedCall[] = [];
