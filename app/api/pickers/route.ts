// GET /api/pickers?search=
import { route } from "@/lib/api/handler";
import { pickersApi } from "@/lib/contracts/pickers";
import { searchPickers } from "@/lib/server/pickers/search-pickers";

export const GET = route(pickersApi.search, ({ caller, query }) => searchPickers(query.search, caller?.id));
