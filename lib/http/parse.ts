import type { z } from "zod";
import { AppError, type FieldError } from "../errors";

function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

/** zod issues → `[{field, message}]`, one entry per bad field, in the envelope's `data.errors`. */
export function fieldErrors(error: z.ZodError, prefix = ""): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = fieldName([...(prefix ? [prefix] : []), ...issue.path]) || "(body)";
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** Parses a value at a boundary or throws 400 invalid_request naming each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix = ""): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.invalid(fieldErrors(result.error, prefix));
  return result.data;
}
