// GET /api/picker/picks/{userId}/last
import { handler } from "@/lib/api/handler";
import { getLastPick } from "@/lib/server/pickers/get-last-pick";
import { userIdParams } from "@/lib/contracts/params";

export const GET = handler({ auth: "auth", params: userIdParams }, ({ params }) => getLastPick(params.userId));
