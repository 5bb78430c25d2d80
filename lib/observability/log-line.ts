// JSON log lines made safe for line-oriented readers: no text a reporter sends can start a line of its own or restyle one.

// JSON already escapes C0 controls, quotes and backslashes. It leaves these raw, and some viewers break or reorder a
// line on them: DEL and the C1 controls, format characters (bidi overrides), and the line and paragraph separators.
const RAW_IN_JSON = /[\u007f-\u009f\p{Cf}\u2028\u2029]/gu;

/** One \uXXXX per UTF-16 unit: a format character beyond the BMP (a tag character) becomes its escaped surrogate pair. */
const escaped = (char: string) => Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");

/**
 * The same JSON with those characters escaped. They can only occur inside JSON strings (its syntax is ASCII), where
 * the escape means the same character: a parser reads back exactly what was logged.
 */
export function escapeJsonLine(line: string): string {
  return line.replace(RAW_IN_JSON, escaped);
}

const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Text for a terminal: every control and format character (newlines too) as a visible escape. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, escaped);
}
