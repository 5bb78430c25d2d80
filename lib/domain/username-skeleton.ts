// The confusable skeleton of a username (after Unicode TR39): two names with one skeleton look alike, so only one may exist.
// A minimal stand-in for TR39's full confusables table (no such package is installed): compatibility decomposition,
// case folding, no accents, and the Cyrillic and Greek letters that are drawn like Latin ones.
import { usernameKey } from "./account";

// Lower-case letters only: the name is case-folded before it is looked up here.
const LATIN_LOOKALIKES: Record<string, string> = {
  // Cyrillic
  "\u0430": "a", "\u0432": "b", "\u0435": "e", "\u043a": "k", "\u043c": "m", "\u043d": "h", "\u043e": "o", "\u0440": "p",
  "\u0441": "c", "\u0442": "t", "\u0443": "y", "\u0445": "x", "\u0455": "s", "\u0456": "i", "\u0458": "j", "\u04bb": "h",
  "\u0501": "d", "\u051b": "q", "\u051d": "w", "\u04cf": "l", "\u04af": "y", "\u0491": "r", "\u0475": "v",
  // Greek
  "\u03b1": "a", "\u03b9": "i", "\u03ba": "k", "\u03bd": "v", "\u03bf": "o", "\u03c1": "p", "\u03c4": "t", "\u03c5": "u",
  "\u03c7": "x", "\u03b3": "y", "\u03f2": "c", "\u03f3": "j",
  // Latin letters drawn like others
  "\u0131": "i", "\u0261": "g", "\u0251": "a", "\u01c3": "!",
};

const MARKS = /\p{M}/gu;

export function usernameSkeleton(username: string): string {
  const folded = username.normalize("NFKD").toLowerCase().replace(MARKS, "");
  let skeleton = "";
  for (const char of folded) skeleton += LATIN_LOOKALIKES[char] ?? char;
  return skeleton;
}

/** The stored columns of a chosen username: as typed, its case-insensitive key (for lookups) and its skeleton (uniqueness). */
export function usernameColumns(username: string): { username: string; usernameKey: string; usernameSkeleton: string } {
  return { username, usernameKey: usernameKey(username), usernameSkeleton: usernameSkeleton(username) };
}
