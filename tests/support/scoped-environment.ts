// Settings a test sets in process.env: the test names the variables it touches and gets them back as they were after
// each test, and each call starts from none of them set (but those it keeps), then sets the given values.
export function scopedEnvironment(names: readonly string[], keep: readonly string[] = []): (values: Record<string, string>) => void {
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  return (values) => {
    for (const name of names) if (!keep.includes(name)) delete process.env[name];
    Object.assign(process.env, values);
  };
}
