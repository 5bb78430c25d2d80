// /picks/daily without both sport and league: the default league's list (spec §2). With both, next.config.ts rewrites the
// request to /picks/daily/{sport}/{league} before it gets here; with only one of them, to a not-found path.
import { redirect } from "next/navigation";
import { DAILY_PICKS_PATH } from "@/lib/config/site";

export default function DailyPicksIndex() {
  redirect(DAILY_PICKS_PATH);
}
