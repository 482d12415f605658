import { describe, expect, it } from "vitest";
import { createWebhookEndpointSchema, testWebhookUrlSchema, webhookEndpointChangeSchema } from "../../contract/requests";
import { fieldErrors } from "../../http/parse";
import { endpointFieldMessage } from "./field-message";

describe("endpointFieldMessage", () => {
  it("knows every refusal the payment API answers to the endpoint forms' URL and description", () => {
    const bodies = [
      { url: "ftp://shop.example/hooks", description: "x".repeat(256) },
      { url: "shop.example/hooks", description: "\u0000" },
      { url: `https://shop.example/${"a".repeat(2048)}`, description: 5 },
      { url: "https://exa mple.com/hooks" },
      { url: "" },
      { url: 12 },
      {},
    ];
    const refusals: Array<{ field: string; message: string }> = [];
    for (const body of bodies) {
      for (const schema of [createWebhookEndpointSchema, webhookEndpointChangeSchema, testWebhookUrlSchema]) {
        const parsed = schema.safeParse(body);
        if (!parsed.success) refusals.push(...fieldErrors(parsed.error).filter((error) => error.field === "url" || error.field === "description"));
      }
    }
    expect(new Set(refusals.map((refusal) => refusal.message)).size).toBeGreaterThanOrEqual(5);
    for (const { field, message } of refusals) expect(endpointFieldMessage(field, message).key, `${field}: ${message}`).not.toBe("invalid");
  });

  it("words the URL's and the description's refusals, with the limit the API names", () => {
    expect(endpointFieldMessage("url", "must be an http(s) URL")).toEqual({ key: "url" });
    expect(endpointFieldMessage("url", "must be at most 2048 characters")).toEqual({ key: "tooLong", values: { max: "2048" } });
    expect(endpointFieldMessage("description", "must be at most 255 characters")).toEqual({ key: "tooLong", values: { max: "255" } });
    expect(endpointFieldMessage("description", "must not contain NUL or unpaired surrogate characters")).toEqual({ key: "text" });
    expect(endpointFieldMessage("url", "is required")).toEqual({ key: "required" });
  });

  it("reads any refusal of the types as one sentence, and one it does not know as «not valid», never the API's English", () => {
    for (const body of [{ url: "https://shop.example/hooks", events: ["*", "refund.failed"] }, { url: "https://shop.example/hooks", events: ["nope"] }, { url: "https://shop.example/hooks", events: [] }]) {
      const parsed = createWebhookEndpointSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      for (const { field, message } of fieldErrors(parsed.error!)) expect(endpointFieldMessage(field, message)).toEqual({ key: "events" });
    }
    expect(endpointFieldMessage("url", "must resolve to a public address")).toEqual({ key: "invalid" });
  });
});
