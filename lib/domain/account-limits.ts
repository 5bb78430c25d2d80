// Account field limits and hints (spec §5), without zod: client forms import these, and zod would add ~30 kB to every page.
export const EMAIL_MAX = 100;
export const USERNAME_MAX = 100;
export const BIO_MAX = 100;
export const USERNAME_HINT = "Your username should be shorter than 100 characters and not contain any space.";
