// GET /api/pickers?search=
import { handler } from "@/lib/api/handler";
import { pickerSearchQuery } from "@/lib/contracts/pickers";
import { pickerSummaryListSchema } from "@/lib/contracts/social";
import { searchPickers } from "@/lib/server/pickers/search-pickers";

export const GET = handler({ auth: "hybrid", response: pickerSummaryListSchema, query: pickerSearchQuery }, ({ caller, query }) => searchPickers(query.search, caller?.id));
