// GET /api/picker/picks/{userId}/last
import { handler } from "@/lib/api/handler";
import { getLastPick } from "@/lib/server/pickers/get-last-pick";
import { pickerIdParams } from "@/lib/server/pickers/schemas";

export const GET = handler({ auth: "auth", params: pickerIdParams }, ({ params }) => getLastPick(params.userId));
