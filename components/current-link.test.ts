import { describe, expect, it } from "vitest";
import { currentLink } from "./current-link";

const LINKS = ["/overview", "/intents", "/checkout", "/cash-up", "/intents/new", "/settings"];

describe("currentLink", () => {
  it("marks the page itself, and the section of a page nested under it", () => {
    expect(currentLink("/intents", LINKS)).toBe("/intents");
    expect(currentLink("/intents/qp_0000000000000000000000", LINKS)).toBe("/intents");
    expect(currentLink("/intents/new", LINKS)).toBe("/intents/new");
    expect(currentLink("/settings/activity", LINKS)).toBe("/settings");
    expect(currentLink("/settings/", LINKS)).toBe("/settings");
  });

  it("marks nothing for a page outside the links, nor for a path that only starts with the same letters", () => {
    expect(currentLink("/account", LINKS)).toBeNull();
    expect(currentLink("/intentsx", LINKS)).toBeNull();
    expect(currentLink("/", LINKS)).toBeNull();
  });
});
