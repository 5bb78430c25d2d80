// GET /picker/{username}/image/{version}: the profile's Open Graph and Twitter image (PNG), versioned by score and record.
// Drawn for everyone alike (no viewer): a private picker's image is not-found, so no cache ever holds it.
import { ProfileImage } from "@/components/share/ShareImages";
import { getSharedProfile } from "@/lib/server/share/get-shared-profile";
import { shareImageResponse } from "@/lib/server/share/share-image-response";

type Context = { params: Promise<{ username: string; version: string }> };

export async function GET(request: Request, { params }: Context) {
  const { username, version } = await params;
  return shareImageResponse(request, version, () => getSharedProfile(decodeURIComponent(username)), (shared) => <ProfileImage {...shared} />);
}
