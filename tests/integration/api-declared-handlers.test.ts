// The handlers route files export carry the declaration they were built from, the same object as the registry's: what
// the static pairing test reads in the source is what Next.js serves.
import type { DeclaredRoute } from "@/lib/api/handler";
import { listEndpoints } from "@/lib/contracts/api";
import { apiRoutes, loadHandler } from "../support/api-routes";

test("every exported route method is a handler built from a registered declaration of its method", async () => {
  const registered = new Set(listEndpoints().map(({ declaration }) => declaration));
  const wrong: string[] = [];
  for (const { template, methods } of apiRoutes()) {
    for (const method of methods) {
      const { declaration } = (await loadHandler(template, method)) as unknown as Partial<DeclaredRoute>;
      if (!declaration || !registered.has(declaration) || declaration.method !== method) wrong.push(`${method} ${template}`);
    }
  }
  expect(wrong).toEqual([]);
});
