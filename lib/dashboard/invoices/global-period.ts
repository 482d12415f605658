import type { InformacionGlobal } from "../../cfdi/types";
import { zonedDay } from "../format";

/** A global's InformacionGlobal: its Periodicidad, the month (c_Meses 01-12) and year of its period's first day in the shop's time zone. */
export function informacionGlobalOf(periodicity: string, start: Date, timeZone: string): InformacionGlobal {
  const [year, month] = zonedDay(start, timeZone).split("-");
  return { periodicidad: periodicity as InformacionGlobal["periodicidad"], meses: month!, año: year! };
}
