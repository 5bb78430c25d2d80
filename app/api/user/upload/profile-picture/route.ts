// POST /api/user/upload/profile-picture
import { route } from "@/lib/api/handler";
import { usersApi } from "@/lib/contracts/users";
import { uploadProfilePicture } from "@/lib/server/avatars/upload-profile-picture";

export const POST = route(usersApi.uploadPicture, ({ caller, request }) => uploadProfilePicture(caller, request));
