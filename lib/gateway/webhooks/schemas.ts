import { z } from "zod";

export const eventIdSchema = z.string().regex(/^evt_[0-9A-Za-z]{16,64}$/);

export const redeliverSinceSchema = z.object(
  {
    since: z.iso.datetime({ offset: true, error: (i) => (i.input === undefined ? "is required" : "must be an ISO 8601 date-time") }).transform((v) => new Date(v)),
  },
  { error: "must be a JSON object" },
);

export const endpointPatchSchema = z
  .object(
    {
      url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(2048).nullable().optional(),
      enabled: z.literal(true, { error: "only true (re-enable) is accepted" }).optional(),
    },
    { error: "must be a JSON object" },
  )
  .refine((v) => v.url !== undefined || v.enabled !== undefined, { message: "give url or enabled", path: ["url"] });

export const rotateSecretSchema = z.object(
  { overlapSeconds: z.number({ error: "must be a number of seconds" }).int().min(0).max(30 * 86_400).optional() },
  { error: "must be a JSON object" },
);
