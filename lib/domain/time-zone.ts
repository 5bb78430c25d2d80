// Whether a name is a time zone this runtime knows: read by the settings (APP_TIMEZONE) and by the quiet hours a picker
// sends, where an unknown zone would make every later clock reading throw.

/** An IANA name ("Europe/Paris") Intl accepts. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
