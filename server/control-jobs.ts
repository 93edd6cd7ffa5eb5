import type { Env } from "../app/lib/env.server.ts";
import type { Services } from "../app/lib/services.server.ts";
import { sendSavedSearchDigests } from "../app/modules/saved-searches/send-saved-search-digests.server.ts";
import {
  DataDirInUseError,
  openControlChannel,
  type ControlChannel,
  type ControlJobResult,
  type ControlRequest,
} from "./control-channel.ts";

/** Runs one allowed job with this process's services: the same work whether asked over the control socket or run in-process. */
export async function runControlJob(services: Services, request: ControlRequest): Promise<ControlJobResult> {
  switch (request.job) {
    case "saved-search-digest": {
      const { searches, mailed } = await sendSavedSearchDigests(services, { frequency: request.frequency });
      const sent = await services.mailQueue.drain();
      return { searches, mailed, sent };
    }
  }
}

/**
 * For a process about to open the embedded database (no DATABASE_URL): claims DATA_DIR's control
 * socket first and answers jobs once `services` is ready (null: a command that runs none, and
 * says so). When another process holds DATA_DIR it prints why and exits with status 1, before
 * the database is opened twice. With DATABASE_URL (PostgreSQL, many processes welcome) there is
 * nothing to hold: null.
 */
export async function holdDataDir(env: Env, services: Promise<Services> | null): Promise<ControlChannel | null> {
  if (env.DATABASE_URL) return null;
  const run = async (request: ControlRequest) => {
    if (!services) throw new Error("DATA_DIR is held by a command that runs no jobs; try again when it has finished");
    return runControlJob(await services, request);
  };
  try {
    return await openControlChannel(env.DATA_DIR, run, {
      onError: (error, request) =>
        void services?.then((ready) => ready.logger.warn({ err: error, request }, "control channel job failed")).catch(() => {}),
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
