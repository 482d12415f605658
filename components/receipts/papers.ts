/** The papers a receipt prints on: thermal rolls of 58 mm and 80 mm (printable widths 48 and 72 mm), and A4. */
export const PAPERS = {
  "58": { label: "58 mm", widthMm: 58, marginYMm: 3 },
  "80": { label: "80 mm", widthMm: 80, marginYMm: 3 },
  a4: { label: "A4", widthMm: null, marginYMm: 15 },
} as const;
export type Paper = keyof typeof PAPERS;

export function isPaper(value: unknown): value is Paper {
  return typeof value === "string" && Object.hasOwn(PAPERS, value);
}
