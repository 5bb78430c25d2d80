// Log text made safe for a line-oriented log: no text a reporter sends can start a line of its own or restyle one.

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

/** Control, format and line/paragraph-separator characters as visible escapes (and '\' doubled, so escapes stay unambiguous). */
export function escapeForLog(text: string): string {
  return text.replace(/[\\\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) => NAMED[char] ?? `\\u${char.codePointAt(0)!.toString(16).padStart(4, "0")}`);
}
