import { cfdiDate } from "../cfdi-date";

/**
 * The instant a local time names in `timeZone` ("2026-11-28T13:05:09" in America/Mexico_City →
 * 19:05:09Z), or null for a string that is no such time. A CFDI's Fecha carries no zone (Anexo 20:
 * the local time of the LugarExpedicion). For a time a clock change skips or repeats, the offset
 * in force just after the change is used.
 */
export function localTimeToInstant(fecha: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(fecha);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wall = new Date(asUtc);
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day || wall.getUTCHours() !== hour) return null;
  // the zone's offset at an instant: its local reading minus the instant
  const offsetAt = (instant: number) => Date.parse(`${cfdiDate(new Date(instant), timeZone)}Z`) - instant;
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}
