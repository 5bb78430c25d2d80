// /admin: report authoring for ADMIN users (everyone else gets the not-found page) and the audit trail.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminFixtureList } from "@/components/admin/AdminFixtureList";
import { AuditList } from "@/components/admin/AuditList";
import { ReportEditor } from "@/components/admin/ReportEditor";
import { ResultCorrection } from "@/components/admin/ResultCorrection";
import styles from "@/components/admin/Admin.module.css";
import { LeagueSwitch } from "@/components/daily/LeagueSwitch";
import { isLeague, type League } from "@/lib/domain/leagues";
import { getAdminFixture } from "@/lib/server/admin/get-admin-fixture";
import { listAdminFixtures } from "@/lib/server/admin/list-admin-fixtures";
import { isAdmin } from "@/lib/server/admin/require-admin";
import { listAudit } from "@/lib/server/admin/list-audit";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { dailyPickPath } from "@/lib/domain/daily-pick-text";
import { ADMIN_FIXTURES_PAGE, AUDIT_PAGE } from "@/lib/contracts/admin";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AdminPage({ searchParams }: Props) {
  const user = await getCurrentUser();
  if (!isAdmin(user)) notFound();
  const query = await searchParams;
  const rawLeague = first(query.league);
  const league: League = isLeague(rawLeague) ? rawLeague : "nfl";
  const fixtureParam = first(query.fixture);
  const fixtureId = fixtureParam && /^\d{1,10}$/.test(fixtureParam) ? Number(fixtureParam) : null;
  const [fixtures, selected, audit] = await Promise.all([
    listAdminFixtures(league, { limit: ADMIN_FIXTURES_PAGE }),
    fixtureId === null ? null : getAdminFixture(fixtureId),
    listAudit({ limit: AUDIT_PAGE }),
  ]);
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Admin</h1>
      <div className={styles.layout}>
        <section aria-labelledby="fixtures-heading">
          <h2 id="fixtures-heading" className={styles.heading}>
            Fixtures
          </h2>
          <LeagueSwitch current={league} hrefFor={(l) => `/admin?league=${l}`} label="Admin leagues" />
          <AdminFixtureList fixtures={fixtures.items} league={league} selected={selected?.id ?? null} />
        </section>
        <div>
          <section className={styles.section} aria-labelledby="report-heading">
            <h2 id="report-heading" className={styles.heading}>
              {selected ? `Report: ${selected.away} at ${selected.home}` : "Report"}
            </h2>
            {selected ? (
              <ReportEditor
                key={selected.id}
                fixtureId={selected.id}
                initialReport={selected.report}
                initiallyPublished={selected.reportPublishedAt !== null}
                publicPath={dailyPickPath(selected)}
              />
            ) : (
              <p className={styles.muted}>Choose a fixture to write its report.</p>
            )}
          </section>
          {selected?.status === "FINAL" ? (
            <section className={styles.section} aria-labelledby="result-heading">
              <h2 id="result-heading" className={styles.heading}>
                Final result
              </h2>
              <ResultCorrection key={selected.id} fixtureId={selected.id} home={selected.home} away={selected.away} homeScore={selected.homeScore} awayScore={selected.awayScore} />
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="audit-heading">
            <h2 id="audit-heading" className={styles.heading}>
              Recent admin changes
            </h2>
            <AuditList entries={audit.items} />
          </section>
        </div>
      </div>
    </main>
  );
}
