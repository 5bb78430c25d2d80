// Request bodies of the account routes.
import { z } from "zod";
import { emailSchema } from "@/lib/domain/account-schemas";

export const emailBody = z.object({ email: emailSchema });

// The token alone identifies the link (POST /verify and /login/magic take `token`); an e-mail, if sent, must match.
export const linkBody = z.object({ token: z.string().min(1).max(200), email: emailSchema.optional() });
