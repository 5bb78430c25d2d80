// POST /api/user/upload/profile-picture
import { handler } from "@/lib/api/handler";
import { storedUserSchema } from "@/lib/contracts/users";
import { uploadProfilePicture } from "@/lib/server/avatars/upload-profile-picture";

export const POST = handler({ auth: "auth", response: storedUserSchema }, ({ caller, request }) => uploadProfilePicture(caller, request));
