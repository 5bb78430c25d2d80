// /picker/{username}: the Statistics tab (index) with the last pick (or a login prompt for visitors), and on one's own
// profile the privacy and e-mail settings, the push settings and the sign-in methods.
import { loadPicker } from "@/components/picker/load-picker";
import { LoginPrompt } from "@/components/picker/LoginPrompt";
import { PickCard } from "@/components/picker/PickCard";
import { SkillCard } from "@/components/picker/SkillCard";
import { StatsPanel } from "@/components/picker/StatsPanel";
import { PreferencesPanel } from "@/components/preferences/PreferencesPanel";
import { PushSettings } from "@/components/preferences/PushSettings";
import { SignInMethods } from "@/components/auth/SignInMethods";
import { listSignInMethods } from "@/lib/server/auth/sign-in-methods";
import { getPreferences } from "@/lib/server/preferences/get-preferences";
import { getPushPreferences } from "@/lib/server/push/push-preferences";
import { getLastPick } from "@/lib/server/pickers/get-last-pick";
import { getSkillCurve } from "@/lib/server/skill/get-skill-curve";
import { getPickerStats } from "@/lib/server/stats/get-picker-stats";
import styles from "./profile.module.css";

type Props = { params: Promise<{ username: string }> };

export default async function PickerStatisticsPage({ params }: Props) {
  const { profile, caller } = await loadPicker((await params).username);
  const [stats, curve, last, preferences, pushPreferences, signInMethods] = await Promise.all([
    getPickerStats(profile.id, caller?.id),
    getSkillCurve(profile.id),
    caller ? getLastPick(profile.id, caller.id) : Promise.resolve(null),
    profile.isOwn ? getPreferences(profile.id) : Promise.resolve(null),
    profile.isOwn ? getPushPreferences(profile.id) : Promise.resolve(null),
    profile.isOwn ? listSignInMethods(profile.id) : Promise.resolve(null),
  ]);
  return (
    <>
      <StatsPanel stats={stats} />
      <SkillCard skill={stats.skill} curve={curve} />
      <section className={styles.section} aria-labelledby="last-pick" style={{ marginTop: "var(--space-4)" }}>
        <h2 id="last-pick">Last pick</h2>
        {!caller ? (
          <LoginPrompt what="this picker's last pick" />
        ) : last ? (
          <PickCard pick={last} as="div" shareable={profile.isOwn} />
        ) : (
          <p className={styles.empty}>This picker has not made any pick yet</p>
        )}
      </section>
      {preferences ? <PreferencesPanel initial={preferences} /> : null}
      {pushPreferences ? <PushSettings initial={pushPreferences} /> : null}
      {signInMethods ? <SignInMethods initial={signInMethods} /> : null}
    </>
  );
}
