// Date formatters made once per locale and options: building an Intl.DateTimeFormat costs far more than formatting
// with one (it was most of the board's main-thread time on a phone, and more than a pool table's whole read).
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for these options, built on first use and kept for the process (or the page). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
