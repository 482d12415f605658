import { describe, expect, it } from "vitest";
import { ALL_STATUSES, DISPLAY_GROUPS, PAYMENT_TYPES, STATUS_TABLE } from "../contract/statuses";
import { REASON_TEXTS } from "../contract/reasons";
import { ERRORS } from "../errors";
import { LOCALES } from "./locales";
import { messagesFor } from "./messages";

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as "namespace.key.sub" → message. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message takes ({name}, {count, plural, …}), sorted. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

const en = leaves(messagesFor("en") as unknown as Tree);
const es = leaves(messagesFor("es-MX") as unknown as Tree);

/** Words that read the same in both languages (names, codes, units): a Spanish value equal to English is otherwise untranslated. */
const SAME_IN_BOTH = new Set(["common.appName", "common.none", "statuses.payment.qr_present", "till.method.qr", "till.tip.percent", "cashUp.drawers.shift", "receipt.folio", "receipt.vat.amount", "settings.fiscal.rfc", "settings.endpoints.url", "settings.endpoints.tester.languages.node", "settings.endpoints.tester.languages.python", "settings.endpoints.tester.languages.php", "settings.fiscal.vatChoices.16", "zones.UTC", "zones.America/Cancun", "zones.America/Tijuana", "zones.America/Hermosillo", "zones.America/Mazatlan", "zones.America/Chihuahua", "zones.America/Ciudad_Juarez", "zones.America/Monterrey", "zones.America/Merida", "zones.America/Matamoros", "zones.America/Ojinaga", "zones.America/Bahia_Banderas"]);
const sameAllowed = (key: string) => SAME_IN_BOTH.has(key) || /(^|\.)(brand|code|unit|symbol|id)$/i.test(key) || /\.same\./.test(key);

describe("the message catalogues", () => {
  it("give Spanish exactly the keys English has, and no message is empty", () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of [...en, ...es]) expect(value.trim(), key).not.toBe("");
  });

  it("give each Spanish message the same ICU arguments as its English one", () => {
    for (const [key, value] of en) expect(argumentsOf(es.get(key) ?? ""), key).toEqual(argumentsOf(value));
  });

  it("leave no Spanish message in English (a value equal to English is untranslated unless it is a name or code)", () => {
    const untranslated = [...en].filter(([key, value]) => es.get(key) === value && !sameAllowed(key) && /[a-z]{3}/i.test(value)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("word every error code, every status, status group, payment type and known reason in both languages", () => {
    for (const locale of LOCALES) {
      const all = locale === "en" ? en : es;
      for (const code of Object.keys(ERRORS)) expect(all.has(`errors.${code}`), `${locale} errors.${code}`).toBe(true);
      for (const status of ALL_STATUSES) expect(all.has(`statuses.status.${status}`), `${locale} ${status}`).toBe(true);
      for (const group of DISPLAY_GROUPS) expect(all.has(`statuses.group.${group}`), `${locale} ${group}`).toBe(true);
      for (const type of PAYMENT_TYPES) expect(all.has(`statuses.payment.${type}`), `${locale} ${type}`).toBe(true);
      for (const reason of Object.keys(REASON_TEXTS)) expect(all.has(`reasons.${reason}`), `${locale} ${reason}`).toBe(true);
    }
  });

  it("keep the contract's English labels as the English catalogue's (one source for what a status is called)", () => {
    for (const status of ALL_STATUSES) expect(en.get(`statuses.status.${status}`)).toBe(STATUS_TABLE[status].label);
    for (const [reason, text] of Object.entries(REASON_TEXTS)) expect(en.get(`reasons.${reason}`)).toBe(text);
  });
});
