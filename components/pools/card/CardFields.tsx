"use client";
// A card pool's rules on the create form: every game or Pick N, straight up or against the spread, whose line, the
// scoring, missed picks, the weeks dropped and the season's last day. A refusal of a field by the server shows under it.
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { CARD_LINES, CARD_MISSED, CARD_PICKINGS, MAX_CARD_PICKS, type CardLines, type CardMissed, type CardPicking } from "@/lib/domain/card-pool-settings";
import { CARD_MARKETS, CARD_SCORINGS, type CardMarket, type CardScoring } from "@/lib/domain/card-scoring";
import { MAX_DROPPED_WEEKS } from "@/lib/domain/card-standings";
import { RadioChoice } from "../RadioChoice";

export type CardValues = {
  picking: CardPicking;
  /** Pick N's N as typed (the server checks it). */
  pickCount: string;
  market: CardMarket;
  lines: CardLines;
  scoring: CardScoring;
  missed: CardMissed;
  dropWeeks: number;
  /** "YYYY-MM-DD", or empty for no end yet. */
  seasonEnd: string;
};

/** The card rules whose refusal by the server shows under the field (the choices cannot be refused one by one). */
export const CARD_ERROR_FIELDS = ["pickCount", "dropWeeks", "seasonEnd"] as const;

export const DEFAULT_CARD: CardValues = { picking: "EVERY_GAME", pickCount: "5", market: "MONEY_LINE", lines: "MEMBER", scoring: "WINS", missed: "ZERO", dropWeeks: 0, seasonEnd: "" };

/** The create call's `card` settings from the form's values. */
export function cardBody(values: CardValues) {
  const { pickCount, seasonEnd, ...rules } = values;
  return { ...rules, ...(values.picking === "PICK_N" ? { pickCount: Number(pickCount) } : {}), seasonEnd: seasonEnd || null };
}

const WORDS = {
  picking: { EVERY_GAME: "Every game of the pool's leagues that week", PICK_N: "Pick N: each member chooses N games a week" },
  market: { MONEY_LINE: "Straight up: pick the winner", SPREAD: "Against the spread" },
  lines: { MEMBER: "Each member's line when they pick", CARD: "The card's line, frozen for everyone when the week's card opens" },
  scoring: {
    WINS: "One point per win",
    CONFIDENCE: "Confidence: each pick gets its own number from 1 up, and a win scores its number",
    PRICE: "Pickline points: a win scores its decimal price",
  },
  missed: { ZERO: "0 points", FAVOURITE: "The favourite is picked automatically at kickoff" },
} as const;

type Group = keyof typeof WORDS;
const OPTIONS: { [G in Group]: readonly (keyof (typeof WORDS)[G])[] } = { picking: CARD_PICKINGS, market: CARD_MARKETS, lines: CARD_LINES, scoring: CARD_SCORINGS, missed: CARD_MISSED };
const LEGENDS: Record<Group, string> = { picking: "The card", market: "Market", lines: "Lines", scoring: "Scoring", missed: "Missed picks" };

type Props = {
  value: CardValues;
  onChange: (value: CardValues) => void;
  /** The server's words per field ("pickCount", "dropWeeks", "seasonEnd"). */
  errors: Partial<Record<string, string>>;
};

export function CardFields({ value, onChange, errors }: Props) {
  function choices<G extends Group>(group: G) {
    const options = OPTIONS[group].map((option) => ({ value: String(option), label: WORDS[group][option] as string }));
    return <RadioChoice legend={LEGENDS[group]} name={`card-${group}`} options={options} value={String(value[group])} onChange={(option) => onChange({ ...value, [group]: option })} stacked />;
  }

  return (
    <>
      {choices("picking")}
      {value.picking === "PICK_N" ? (
        <Input
          label="Games each member picks (N)"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CARD_PICKS}
          step={1}
          required
          error={errors.pickCount}
          value={value.pickCount}
          onChange={(event) => onChange({ ...value, pickCount: event.currentTarget.value })}
        />
      ) : null}
      {choices("market")}
      {choices("lines")}
      {choices("scoring")}
      {choices("missed")}
      <Select
        label="Weeks dropped"
        hint="Each member's worst weeks left out of their season total."
        error={errors.dropWeeks}
        value={value.dropWeeks}
        onChange={(event) => onChange({ ...value, dropWeeks: Number(event.currentTarget.value) })}
      >
        {Array.from({ length: MAX_DROPPED_WEEKS + 1 }, (_, weeks) => (
          <option key={weeks} value={weeks}>
            {weeks === 0 ? "None" : weeks === 1 ? "1 week" : `${weeks} weeks`}
          </option>
        ))}
      </Select>
      <Input
        label="The season's last day (optional)"
        hint="The pool names its champion after this day's games."
        type="date"
        error={errors.seasonEnd}
        value={value.seasonEnd}
        onChange={(event) => onChange({ ...value, seasonEnd: event.currentTarget.value })}
      />
    </>
  );
}
