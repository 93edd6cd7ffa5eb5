import { z } from "zod";

/** A write's answer naming what it wrote: its id and, where it has one, its new state. */
export const writtenAnswer = z.object({ id: z.number().int() }).loose();

/** A row of a staff or list answer: at least its id (the fields each list adds are its own). */
export const rowAnswer = z.object({ id: z.number().int() }).loose();
export const rowListAnswer = z.array(rowAnswer);
