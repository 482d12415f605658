// zod-free: the public factura form (in the browser) offers only the combinations SAT allows.

/**
 * The SAT's rules for a CFDI 4.0 receptor (catálogos c_RegimenFiscal and c_UsoCFDI of Anexo 20,
 * version 4.0, columns "Física", "Moral" and "Régimen Fiscal Receptor"): which régimen a persona
 * física (13-character RFC) or moral (12) can be under, and which uso CFDI each régimen may use.
 * Only the usos a shop's customer asks for are offered (CP01 pagos and CN01 nómina are not a
 * sale's).
 */

type Who = "fisica" | "moral";

/** c_RegimenFiscal: the persons each régimen applies to. */
export const REGIMENES: Record<string, readonly Who[]> = {
  "601": ["moral"],
  "603": ["moral"],
  "605": ["fisica"],
  "606": ["fisica"],
  "607": ["fisica"],
  "608": ["fisica"],
  "610": ["fisica", "moral"],
  "611": ["fisica"],
  "612": ["fisica"],
  "614": ["fisica"],
  "615": ["fisica"],
  "616": ["fisica"],
  "620": ["moral"],
  "621": ["fisica"],
  "622": ["moral"],
  "623": ["moral"],
  "624": ["moral"],
  "625": ["fisica"],
  "626": ["fisica", "moral"],
};

/** The régimenes that may deduct a purchase (G0x, I0x). */
const BUSINESS = ["601", "603", "606", "612", "620", "621", "622", "623", "624", "625", "626"];
/** The régimenes of deducciones personales (D0x): personas físicas only. */
const PERSONAL = ["605", "606", "607", "608", "611", "612", "614", "615", "625"];
/** S01 (sin efectos fiscales): every régimen. */
const EVERY = Object.keys(REGIMENES);

/** c_UsoCFDI offered to a customer: the persons and régimenes each allows. */
export const USOS: Record<string, { who: readonly Who[]; regimenes: readonly string[] }> = {
  G01: { who: ["fisica", "moral"], regimenes: BUSINESS },
  G03: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I01: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I02: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I03: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I04: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I05: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I06: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I07: { who: ["fisica", "moral"], regimenes: BUSINESS },
  I08: { who: ["fisica", "moral"], regimenes: BUSINESS },
  D01: { who: ["fisica"], regimenes: PERSONAL },
  D02: { who: ["fisica"], regimenes: PERSONAL },
  D03: { who: ["fisica"], regimenes: PERSONAL },
  D04: { who: ["fisica"], regimenes: PERSONAL },
  D05: { who: ["fisica"], regimenes: PERSONAL },
  D06: { who: ["fisica"], regimenes: PERSONAL },
  D07: { who: ["fisica"], regimenes: PERSONAL },
  D08: { who: ["fisica"], regimenes: PERSONAL },
  D09: { who: ["fisica"], regimenes: PERSONAL },
  D10: { who: ["fisica"], regimenes: PERSONAL },
  S01: { who: ["fisica", "moral"], regimenes: EVERY },
};

/** A 13-character RFC is a persona física's, 12 a moral's. */
export const personaOf = (rfc: string): Who => (rfc.trim().length === 13 ? "fisica" : "moral");

/** The régimenes an RFC's person can be under. */
export function regimenesFor(rfc: string): string[] {
  const who = personaOf(rfc);
  return Object.keys(REGIMENES).filter((key) => REGIMENES[key]!.includes(who));
}

/** The usos CFDI an RFC under a régimen may choose. */
export function usosFor(rfc: string, regimen: string): string[] {
  const who = personaOf(rfc);
  return Object.keys(USOS).filter((key) => USOS[key]!.who.includes(who) && USOS[key]!.regimenes.includes(regimen));
}

/** Why a receptor's combination is refused (a catalogue key for the form), or null when SAT allows it. */
export function receiverProblem(rfc: string, regimen: string, uso: string): "regimeNotForPerson" | "useNotForRegime" | null {
  if (!regimenesFor(rfc).includes(regimen)) return "regimeNotForPerson";
  if (!usosFor(rfc, regimen).includes(uso)) return "useNotForRegime";
  return null;
}
