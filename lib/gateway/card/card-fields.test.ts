import { describe, expect, it } from "vitest";
import { sandboxTrack2 } from "../../pos/build-card-transaction";
import { cardFieldsSchema, passesLuhn, track2Pan } from "../../contract/card-fields";
import { TEST_CARDS } from "./sandbox-issuer";

describe("card fields", () => {
  it("every documented test card passes the Luhn check, and a one-digit change does not", () => {
    for (const card of Object.keys(TEST_CARDS)) {
      expect(passesLuhn(card), card).toBe(true);
      const changed = card.slice(0, 15) + String((Number(card[15]) + 1) % 10);
      expect(passesLuhn(changed)).toBe(false);
    }
  });

  it("reads the PAN of a well-formed track 2 and refuses malformed ones", () => {
    expect(track2Pan(";4242424242424242=30121010000000000?")).toBe("4242424242424242");
    expect(track2Pan("4242424242424242=3012101")).toBe("4242424242424242");
    for (const bad of ["4242424242424242", ";4242424242424242=3013101?", ";42424242=3012101?", ";4242424242424242=30121010000000000000000000?", "%B4242424242424242^X^3012"]) {
      expect(track2Pan(bad), bad).toBeNull();
    }
  });

  it("names the field and never echoes the value", () => {
    const result = cardFieldsSchema.safeParse({ card: "4242424242424241", nip: "12a4", track2: sandboxTrack2("4000000000000002") });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues).toEqual(["card: fails the Luhn check", "nip: must be exactly 4 digits", "track2: its card number does not match card"]);
    expect(JSON.stringify(result.error!.issues)).not.toContain("4242424242424241");

    const mismatch = cardFieldsSchema.safeParse({ card: "4242424242424242", nip: "1234", track2: sandboxTrack2("4000000000000002") });
    expect(mismatch.error!.issues.map((i) => i.path.join("."))).toEqual(["track2"]);
  });
});
