import { z } from "zod";

/** A till's names as an owner types them: what the payment API accepts for data.branch / data.terminal (1-64 characters, trimmed). */
export const tillNamesSchema = z.object({
  branch: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters"),
  terminal: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters"),
});

export type TillNames = z.infer<typeof tillNamesSchema>;

/** A till as the device keeps it (its id) and shows it (its names). */
export type Till = TillNames & { id: string };

/** The ticket a till prints for its n-th charge: T-00001, T-00002, … (per till). */
export function ticketNumber(n: number): string {
  return `T-${String(n).padStart(5, "0")}`;
}
