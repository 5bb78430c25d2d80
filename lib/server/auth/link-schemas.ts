// Request bodies of the account routes.
import { z } from "zod";
import { emailSchema } from "@/lib/domain/account-schemas";

export const emailBody = z.object({ email: emailSchema });

export const linkBody = z.object({ email: emailSchema, token: z.string().min(1).max(200) });
