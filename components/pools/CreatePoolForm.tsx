"use client";
// Create a pool, pick'em, survivor or weekly card, then go to its page (where the invite link waits to be copied).
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { LEAGUES } from "@/lib/domain/leagues";
import { poolPath } from "@/lib/domain/pools";
import { suggestedFirstSlate, type PoolKind } from "@/lib/domain/survivor";
import { CardFields, cardBody, DEFAULT_CARD, type CardValues } from "./card/CardFields";
import { LeagueChoice } from "./LeagueChoice";
import { PoolKindChoice } from "./PoolKindChoice";
import { PoolFields, type PoolFieldValues } from "./PoolFields";
import styles from "./Pools.module.css";
import { localToday, SurvivorFields, type SurvivorValues } from "./SurvivorFields";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";

export function CreatePoolForm() {
  const router = useRouter();
  const [value, setValue] = useState<PoolFieldValues>({ name: "", description: "", leagues: [...LEAGUES] });
  const [kind, setKind] = useState<PoolKind>("PICKEM");
  const [survivor, setSurvivor] = useState<SurvivorValues>(() => ({ league: "nfl", startSlate: suggestedFirstSlate("nfl", localToday()), lives: 1, autoPick: false }));
  const [card, setCard] = useState<CardValues>(DEFAULT_CARD);
  const { run, busy, failure, issues } = usePoolAction();
  // The server's refusal of a card rule shows under that rule; anything else above the button.
  const cardErrors = Object.fromEntries(issues.filter((issue) => issue.path.startsWith("card.")).map((issue) => [issue.path.slice("card.".length), issue.message]));
  const nameError = issues.find((issue) => issue.path === "name")?.message;
  const atField = kind === "CARD" ? Object.keys(cardErrors).length > 0 || nameError !== undefined : nameError !== undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const common = { name: value.name, description: value.description || undefined };
    const body =
      kind === "SURVIVOR" ? { ...common, kind, survivor } : kind === "CARD" ? { ...common, kind, leagues: value.leagues, card: cardBody(card) } : { ...common, leagues: value.leagues };
    const pool = await run("create", api.pools.create, { body });
    if (pool) router.push(poolPath(pool.id));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Create a pool">
      <PoolFields value={value} onChange={setValue} leagues={false} nameError={nameError} />
      <PoolKindChoice kind={kind} onKind={setKind} />
      <SurvivorFields kind={kind} value={survivor} onChange={setSurvivor} />
      {kind === "SURVIVOR" ? null : <LeagueChoice value={value.leagues} onChange={(leagues) => setValue({ ...value, leagues })} />}
      {kind === "CARD" ? <CardFields value={card} onChange={setCard} errors={cardErrors} /> : null}
      {failure && !atField ? <p role="alert" className={styles.error}>{failure}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy === "create"}>
          Create pool
        </Button>
      </div>
    </form>
  );
}
