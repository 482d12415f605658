import { describe, expect, it } from "vitest";
import { landingPage } from "./landing-page";

describe("where a user lands after signing in, and from /", () => {
  it("takes a cashier to the till, owners and support to the payments", () => {
    expect(landingPage("cashier")).toBe("/checkout");
    expect(landingPage("owner")).toBe("/intents");
    expect(landingPage("support")).toBe("/intents");
  });

  it("takes a role this version does not know to the payments, whose page checks it", () => {
    expect(landingPage("auditor")).toBe("/intents");
  });
});
