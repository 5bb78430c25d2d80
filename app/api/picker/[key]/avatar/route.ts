// GET /api/picker/{userId}/avatar?v={hash}
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { avatarResponse } from "@/lib/server/avatars/get-avatar";

const params = z.object({ key: z.string().min(1).max(64) });

export const GET = handler({ auth: "none", params }, ({ params, request }) => avatarResponse(params.key, request));
