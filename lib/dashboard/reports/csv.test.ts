import { describe, expect, it } from "vitest";
import { csvField } from "./csv";

describe("csvField", () => {
  it("quotes commas, quotes and newlines, and defuses formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", bye')).toBe('"say ""hi"", bye"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=HYPERLINK(\"x\")")).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("-12.50")).toBe("-12.50");
    expect(csvField(null)).toBe("");
  });
});
