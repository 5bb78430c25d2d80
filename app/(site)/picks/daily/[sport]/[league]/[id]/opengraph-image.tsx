// The Open Graph image of one daily pick.
import { IMAGE_SIZE, renderDailyPickImage } from "@/components/daily/DailyPickImage";

export const alt = "Free daily pick: the two teams and the game time";
export const size = IMAGE_SIZE;
export const contentType = "image/png";
export const revalidate = 3600;

export default async function Image({ params }: { params: Promise<{ sport: string; league: string; id: string }> }) {
  return renderDailyPickImage(await params);
}
