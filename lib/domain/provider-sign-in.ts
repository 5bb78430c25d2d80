// What the login screen says when Auth.js sends a refused Google or GitHub sign-in back to it (/login?error=...).

const UNVERIFIED =
  "Your Google or GitHub account's e-mail address is not verified there, so we cannot link it to a picker. Verify it with the provider, or log in with an e-mail link below.";
const FAILED = "That sign-in did not work. Try again, or log in with an e-mail link below.";

/** The notice for an `error` query value, or undefined when there is none. */
export function providerSignInNotice(error: string | string[] | undefined): string | undefined {
  if (error === undefined) return undefined;
  return error === "UnverifiedEmail" ? UNVERIFIED : FAILED;
}
