// The support and social addresses a deployment may set: read from the environment on the server.
import { env } from "./index";
import { DEFAULT_SOCIAL_URL, DEFAULT_SUPPORT_EMAIL } from "./site";

/** Read at request time on the server, so a deployment can change them without a rebuild. */
export function supportEmail(): string {
  return env().SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
}

export function socialUrl(): string {
  return env().SOCIAL_URL ?? DEFAULT_SOCIAL_URL;
}
