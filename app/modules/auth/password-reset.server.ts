import type { Services } from "../../lib/services.server.ts";
import { authFailure } from "./session.server.ts";

/**
 * forgot-password: mails a reset link when the address has an account. The answer is
 * the same either way, so it never tells whether an e-mail is registered.
 */
export async function requestPasswordReset(services: Pick<Services, "auth">, email: string): Promise<void> {
  try {
    await services.auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase(), redirectTo: "/reset-password" } });
  } catch (error) {
    throw authFailure(error);
  }
}

/** Sets a new password from a reset link's token; every session of the account ends. */
export async function resetPassword(services: Pick<Services, "auth">, input: { token: string; password: string }): Promise<void> {
  try {
    await services.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    throw authFailure(error);
  }
}
