import type { ReplayedCall } from "./replay.ts";

/**
 * eBroker Web 1.2.5's account, package, payment, chat and notification calls, as its
 * `src/utils/api.js` makes them and its components read them (udaykiran-2732/admin-web-app).
 * The first call signs in and remembers the token the rest send.
 */
export const webAccountCalls: ReplayedCall[] = [
  {
    source: "src/utils/api.js (user_signup, email login)",
    method: "POST",
    path: "user_signup",
    encoding: "multipart",
    params: {
      type: "3",
      email: "agent1@nhadat.local",
      password: "demo1234",
      name: "",
      mobile: "",
      fcm_id: "",
      firebase_id: "",
      profile: "",
      address: "",
    },
    reads: { token: "string", "data.id": "int", "data.name": "string?", "data.email": "string?" },
    remember: { token: "token" },
  },
];
