import { z } from "zod";

const webhookUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .max(2048)
  .nullable();

export const createMerchantSchema = z.object({
  name: z.string().trim().min(1, "is required").max(120),
  webhookUrl: webhookUrl.optional(),
});

export const updateMerchantSchema = z
  .object({ name: z.string().trim().min(1).max(120).optional(), webhookUrl: webhookUrl.optional() })
  .refine((v) => v.name !== undefined || v.webhookUrl !== undefined, "give name or webhookUrl");
