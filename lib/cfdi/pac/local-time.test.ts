import { describe, expect, it } from "vitest";
import { localTimeToInstant } from "./local-time";

describe("localTimeToInstant", () => {
  it("reads Mexico City's local time with the offset of the day (UTC−6 since 2022; UTC−5 in a summer before)", () => {
    expect(localTimeToInstant("2026-11-28T13:05:09", "America/Mexico_City")?.toISOString()).toBe("2026-11-28T19:05:09.000Z");
    expect(localTimeToInstant("2026-07-01T00:00:00", "America/Mexico_City")?.toISOString()).toBe("2026-07-01T06:00:00.000Z");
    expect(localTimeToInstant("2021-07-01T12:00:00", "America/Mexico_City")?.toISOString()).toBe("2021-07-01T17:00:00.000Z");
    expect(localTimeToInstant("2026-11-28T13:05:09", "America/Tijuana")?.toISOString()).toBe("2026-11-28T21:05:09.000Z");
  });
  it("is null for what is no local time", () => {
    for (const bad of ["2026-02-30T10:00:00", "2026-11-28 13:05:09", "2026-11-28T13:05:09Z", "2026-11-28T25:00:00", ""]) expect(localTimeToInstant(bad, "America/Mexico_City")).toBeNull();
  });
});
