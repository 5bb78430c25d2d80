// Puts the test's "browser" in a given time zone: the zone components read as the viewer's, whatever zone runs jest.
export function viewInTimeZone(timeZone: string): void {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}
