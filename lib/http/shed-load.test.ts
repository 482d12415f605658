import { describe, expect, it } from "vitest";
import { createLoadShedder } from "./shed-load";

describe("createLoadShedder", () => {
  it("takes writes up to the limit, reads up to twice it, and takes again once answers are released", () => {
    const shedder = createLoadShedder(2);
    expect([shedder.admit("POST"), shedder.admit("PATCH"), shedder.admit("POST")]).toEqual([true, true, false]);
    expect([shedder.admit("GET"), shedder.admit("HEAD"), shedder.admit("GET")]).toEqual([true, true, false]);
    expect(shedder.inFlight).toBe(4);
    shedder.release();
    shedder.release();
    shedder.release();
    expect(shedder.admit("POST")).toBe(true);
    expect(shedder.inFlight).toBe(2);
  });

  it("0 sheds nothing", () => {
    const shedder = createLoadShedder(0);
    expect(Array.from({ length: 1000 }, () => shedder.admit("POST")).every(Boolean)).toBe(true);
  });
});
