// The zod schemas of account fields, for the server's request parsing (kept apart so zod never reaches the browser).
import { z } from "zod";
import { BIO_MAX, USERNAME_HINT, USERNAME_MAX, normalizeEmail } from "./account";

export const emailSchema = z.string().transform((value, context) => {
  const email = normalizeEmail(value);
  if (email === null) {
    context.addIssue({ code: "custom", message: "Enter one valid e-mail address" });
    return z.NEVER;
  }
  return email;
});

// No whitespace (the product's rule) and no '/', so a username is always one path segment of /picker/:username.
// No control or invisible (format) characters, which hide or reorder what others see, and not only dots ("..", "."),
// which a path resolves away. Checked after NFKC, so full-width look-alikes count as what they become.
// (Pool names have their own rule, lib/domain/pool-schemas.ts: they are never a path segment and may hold spaces.)
export const usernameSchema = z
  .string()
  .transform((value) => value.normalize("NFKC"))
  .pipe(
    z
      .string()
      .min(1, "Choose a username")
      .max(USERNAME_MAX, USERNAME_HINT)
      .regex(/^[^\s/\\?#%]+$/u, USERNAME_HINT)
      .regex(/^[^\p{Cc}\p{Cf}]*$/u, "A username cannot contain control or invisible characters")
      .refine((value) => !/^\.+$/.test(value), "A username cannot be only dots"),
  );

export const bioSchema = z.string().max(BIO_MAX, `At most ${BIO_MAX} characters`);

