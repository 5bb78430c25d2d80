// POST /api/user/upload/profile-picture
import { handler } from "@/lib/api/handler";
import { uploadProfilePicture } from "@/lib/server/avatars/upload-profile-picture";

export const POST = handler({ auth: "auth" }, ({ caller, request }) => uploadProfilePicture(caller, request));
