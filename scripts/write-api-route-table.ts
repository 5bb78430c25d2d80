// Writes lib/api/api-routes.generated.ts, the proxy's table of API paths and methods, from the declarations:
// `npx tsx scripts/write-api-route-table.ts` after adding, removing or moving an API call.
import fs from "node:fs";
import path from "node:path";
import { apiRouteTable, apiRouteTableSource } from "@/lib/api/api-route-table";
import { listEndpoints } from "@/lib/contracts/api";

const target = path.join(process.cwd(), "lib/api/api-routes.generated.ts");
fs.writeFileSync(target, apiRouteTableSource(apiRouteTable(listEndpoints().map(({ declaration }) => declaration))));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
