// Invite-code lookups are rate limited like the e-mail endpoints: every lookup counts, a wrong code included.
import "server-only";
import { hitRateLimits, type Limit } from "@/lib/server/auth/rate-limit";

/** Per client address and per signed-in picker: plenty for opening a friend's link, useless for guessing. */
export function inviteLookupLimits(ip: string, userId: string | null): Limit[] {
  const limits: Limit[] = [{ bucket: `invite-ip:${ip}`, max: 30, windowSeconds: 60 * 60 }];
  if (userId) limits.push({ bucket: `invite-user:${userId}`, max: 30, windowSeconds: 60 * 60 });
  return limits;
}

export function countInviteLookup(ip: string, userId: string | null): Promise<void> {
  return hitRateLimits(inviteLookupLimits(ip, userId));
}
