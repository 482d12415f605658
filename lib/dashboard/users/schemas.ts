import { z } from "zod";
import { ROLES } from "./roles";

export const newUserSchema = z.object({
  email: z.email("must be an email address").transform((v) => v.toLowerCase()),
  name: z.string().trim().min(1, "is required").max(80),
  role: z.enum(ROLES, { error: "must be owner, cashier or support" }),
  password: z.string().min(10, "must be at least 10 characters").max(200),
});

export const userChangeSchema = z.object({
  id: z.string().regex(/^usr_[0-9A-Za-z]{16}$/),
  role: z.enum(ROLES).optional(),
  disabled: z.boolean().optional(),
});
