import { z } from "zod";
import { ROLES } from "./roles";

// Messages are keys of the `settings` catalogue: the settings form words them in the user's language.

export const newUserSchema = z.object({
  email: z.email("settings.users.invalid.email").transform((v) => v.toLowerCase()),
  name: z.string().trim().min(1, "settings.users.invalid.nameRequired").max(80, "settings.users.invalid.nameTooLong"),
  role: z.enum(ROLES, { error: "settings.users.invalid.role" }),
  password: z.string().min(10, "settings.users.invalid.passwordShort").max(200, "settings.users.invalid.passwordLong"),
});

export const userChangeSchema = z.object({
  id: z.string().regex(/^usr_[0-9A-Za-z]{16}$/),
  role: z.enum(ROLES).optional(),
  disabled: z.boolean().optional(),
});
