// A card pool's week as a share image (next/og, inline styles only): the leaders, the sharer's row among them, the last
// game's total once final, and the sharer's card with each pick still to start drawn as "Picked" only.
import type { CardWeekShare } from "@/lib/contracts/share";
import { formatPoints } from "@/lib/domain/format";
import { PICKED_WORD } from "@/lib/domain/hidden-picks";
import { INK, ShareImageFrame } from "./ShareImageFrame";

const OUTCOME = { WIN: { word: "won", color: INK.won }, LOOSE: { word: "lost", color: INK.lost }, PUSH: { word: "push", color: INK.muted } } as const;

function CardChip({ pick }: { pick: CardWeekShare["card"][number] }) {
  const box = { display: "flex", fontSize: 20, padding: "4px 8px", marginRight: 6, marginBottom: 6, borderRadius: 6, border: `2px solid ${INK.muted}` } as const;
  if (pick.state === "hidden") return <div style={{ ...box, color: INK.muted }}>{PICKED_WORD}</div>;
  const outcome = pick.outcome ? OUTCOME[pick.outcome] : null;
  return (
    <div style={{ ...box, borderColor: outcome?.color ?? INK.muted }}>
      <span style={{ fontWeight: 700 }}>{pick.team}</span>
      {pick.confidence !== null ? <span style={{ marginLeft: 6, color: INK.accent }}>{pick.confidence}</span> : null}
      {pick.auto ? <span style={{ marginLeft: 6, color: INK.muted }}>auto</span> : null}
      {outcome ? <span style={{ marginLeft: 6, color: outcome.color }}>{outcome.word}</span> : null}
    </div>
  );
}

export function CardWeekImage({ pool, label, final, members, rows, finalTotal, card }: CardWeekShare) {
  const footer = `${pool} · ${members === 1 ? "1 member" : `${members} members`}`;
  return (
    <ShareImageFrame kicker={`${label}${final ? " · final" : ""}`} footer={footer}>
      {rows.length === 0 ? <div style={{ display: "flex", fontSize: 40, color: INK.muted }}>No results yet this week</div> : null}
      {rows.map((row) => (
        <div key={`${row.rank}-${row.username}`} style={{ display: "flex", fontSize: 30, marginBottom: 4, color: row.mine ? INK.accent : INK.text }}>
          <span style={{ width: 64, color: INK.muted }}>{row.rank}.</span>
          <span style={{ flex: 1, fontWeight: row.rank === 1 ? 700 : 400 }}>{row.username}</span>
          <span>{formatPoints(row.points)} pts.</span>
        </div>
      ))}
      {finalTotal !== null ? (
        <div style={{ display: "flex", fontSize: 24, color: INK.muted, marginTop: 6 }}>{`Tiebreaker: the last game's total was ${finalTotal}`}</div>
      ) : null}
      {card.length > 0 ? <div style={{ display: "flex", flexWrap: "wrap", marginTop: 12 }}>{card.map((pick, index) => <CardChip key={index} pick={pick} />)}</div> : null}
    </ShareImageFrame>
  );
}
