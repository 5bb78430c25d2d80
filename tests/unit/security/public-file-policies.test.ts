// The service worker's and the offline page's own policies: the worker may fetch from this origin only, the stored
// offline page may show its inline style and our icon, and neither may run or load any script.
import { PUBLIC_FILE_POLICIES } from "@/lib/security/policies";

const directives = (policy: string) => new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]));

test("the worker fetches from this origin only and loads no script", () => {
  const worker = directives(PUBLIC_FILE_POLICIES["/sw.js"]);
  expect(worker.get("default-src")).toBe("'none'");
  expect(worker.get("connect-src")).toBe("'self'");
  expect(worker.has("script-src")).toBe(false);
});

test("the offline page has its inline style and our images, and no script", () => {
  const page = directives(PUBLIC_FILE_POLICIES["/offline.html"]);
  expect(page.get("default-src")).toBe("'none'");
  expect(page.get("style-src")).toBe("'unsafe-inline'");
  expect(page.get("img-src")).toBe("'self'");
  expect(page.has("script-src")).toBe(false);
});

test.each(Object.entries(PUBLIC_FILE_POLICIES))("%s keeps the lockdown every policy has", (_path, policy) => {
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(policy).toContain(directive);
});
