// The three share preview images: a pick (teams, side, line, result), a parlay (legs, combined line) and a profile.
import { formatPoints } from "@/lib/domain/format";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { formatMoneyLine } from "@/lib/domain/odds";
import type { SharedParlay, SharedPick, SharedProfile } from "@/lib/contracts/share";
import { parlayLegName, pickedName, pickedTeam, recordLine, resultLine } from "@/lib/domain/share-text";
import { HIDDEN_UNTIL_START, PICKED_WORD, hiddenParlayLabel } from "@/lib/domain/hidden-picks";
import { INK, ShareImageFrame, resultColor } from "./ShareImageFrame";

const big = { fontSize: 64, fontWeight: 700 } as const;

/** "Picked ✓" with the check drawn: the bundled font has no such glyph, and a missing one is fetched from a font service. */
function PickedMark({ marginTop = 0 }: { marginTop?: number }) {
  return (
    <div style={{ display: "flex", alignItems: "center", marginTop, ...big }}>
      {PICKED_WORD}
      <svg width="56" height="56" viewBox="0 0 24 24" style={{ marginLeft: 16 }}>
        <path d="M4 12.5l5 5L20 6.5" fill="none" stroke={INK.accent} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

export function PickImage({ pick, picker }: SharedPick) {
  const { home, away } = pick.fixture.teams;
  if (pick.hidden) {
    return (
      <ShareImageFrame kicker={`${LEAGUE_LABELS[pick.league].short} pick`} footer={`${away.name} @ ${home.name}`}>
        <div style={{ display: "flex", fontSize: 34, color: INK.muted }}>{picker.username}</div>
        <PickedMark marginTop={16} />
        <div style={{ display: "flex", marginTop: 24, fontSize: 36, color: INK.muted }}>{HIDDEN_UNTIL_START}</div>
      </ShareImageFrame>
    );
  }
  const team = pickedTeam(pick);
  const result = resultLine(pick);
  return (
    <ShareImageFrame kicker={`${LEAGUE_LABELS[pick.league].short} pick`} footer={`${away.name} @ ${home.name}`}>
      <div style={{ display: "flex", fontSize: 34, color: INK.muted }}>{picker.username} picked</div>
      <div style={{ display: "flex", alignItems: "center", marginTop: 16 }}>
        <div style={{ width: 28, height: 90, background: team?.color ?? INK.muted, marginRight: 28, borderRadius: 6 }} />
        <div style={{ display: "flex", ...big }}>{pickedName(pick)}</div>
      </div>
      <div style={{ display: "flex", marginTop: 24, fontSize: 44 }}>
        <span style={{ color: INK.accent }}>{formatMoneyLine(pick.moneyLine)}</span>
        <span style={{ marginLeft: 32, color: resultColor(result) }}>{result}</span>
      </div>
    </ShareImageFrame>
  );
}

export function ParlayImage({ parlay, picker }: SharedParlay) {
  if (parlay.hidden) {
    return (
      <ShareImageFrame kicker={hiddenParlayLabel(parlay.legsCount)} footer={`${picker.username} on Pickline`}>
        <PickedMark />
        <div style={{ display: "flex", marginTop: 24, fontSize: 36, color: INK.muted }}>{HIDDEN_UNTIL_START}</div>
      </ShareImageFrame>
    );
  }
  const result = resultLine(parlay);
  const shown = parlay.picks.slice(0, 5);
  return (
    <ShareImageFrame kicker={`${parlay.picks.length}-leg parlay`} footer={`${picker.username} on Pickline`}>
      {shown.map((leg) => (
        <div key={leg.id} style={{ display: "flex", fontSize: 36, marginBottom: 8 }}>
          <span style={{ color: INK.muted, width: 120 }}>{LEAGUE_LABELS[leg.fixture.league].short}</span>
          <span>{parlayLegName(leg)}</span>
        </div>
      ))}
      {parlay.picks.length > shown.length ? <div style={{ display: "flex", fontSize: 30, color: INK.muted }}>and {parlay.picks.length - shown.length} more</div> : null}
      <div style={{ display: "flex", marginTop: 24, fontSize: 48, fontWeight: 700 }}>
        <span style={{ color: INK.accent }}>{formatMoneyLine(parlay.betTotal)}</span>
        <span style={{ marginLeft: 32, color: resultColor(result) }}>{result}</span>
      </div>
    </ShareImageFrame>
  );
}

export function ProfileImage({ profile, record }: SharedProfile) {
  return (
    <ShareImageFrame kicker="Picker" footer="Free sports picks · NFL · NBA · NHL · MLB">
      <div style={{ display: "flex", ...big }}>{profile.username}</div>
      <div style={{ display: "flex", marginTop: 24, fontSize: 44 }}>
        <span style={{ color: INK.accent }}>{formatPoints(profile.score)} pts.</span>
        <span style={{ marginLeft: 40 }}>{recordLine(record)}</span>
      </div>
      {profile.hotStreak ? <div style={{ display: "flex", marginTop: 20, fontSize: 36, color: INK.won }}>On a hot streak: the last three picks won</div> : null}
    </ShareImageFrame>
  );
}
