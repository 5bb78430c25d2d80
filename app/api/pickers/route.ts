// GET /api/pickers?search=
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { pickerSummaryListSchema } from "@/lib/contracts/social";
import { searchPickers } from "@/lib/server/pickers/search-pickers";

const query = z.object({ search: z.string().max(100).default("") });

export const GET = handler({ auth: "hybrid", response: pickerSummaryListSchema, query }, ({ caller, query }) => searchPickers(query.search, caller?.id));
