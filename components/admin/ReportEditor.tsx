"use client";
// Markdown report editor with a live preview from the same renderer as the public page, and publish / unpublish.
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import reportStyles from "@/components/daily/ReportMarkdown.module.css";
import styles from "./ReportEditor.module.css";

type Props = { fixtureId: number; initialReport: string; initiallyPublished: boolean; publicPath: string };

type Status = { kind: "idle" | "saving" | "saved" | "error"; message: string };

async function saveReport(fixtureId: number, report: string, published: boolean): Promise<{ reportPublishedAt: string | null }> {
  const response = await fetch(`/api/admin/fixtures/${fixtureId}/report`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ report, published }),
  });
  const body = (await response.json().catch(() => null)) as { payload?: { reportPublishedAt: string | null }; error?: { message: string; issues?: { message: string }[] } } | null;
  if (!response.ok || !body?.payload) throw new Error(body?.error?.issues?.[0]?.message ?? body?.error?.message ?? "An error has occured");
  return body.payload;
}

export function ReportEditor({ fixtureId, initialReport, initiallyPublished, publicPath }: Props) {
  const router = useRouter();
  const id = useId();
  const [report, setReport] = useState(initialReport);
  const [published, setPublished] = useState(initiallyPublished);
  const [status, setStatus] = useState<Status>({ kind: "idle", message: "" });
  const preview = useMemo(() => renderMarkdown(report), [report]);

  async function submit(nextPublished: boolean, done: string) {
    setStatus({ kind: "saving", message: "Saving…" });
    try {
      const saved = await saveReport(fixtureId, report, nextPublished);
      setPublished(saved.reportPublishedAt !== null);
      setStatus({ kind: "saved", message: done });
      router.refresh();
    } catch (error) {
      setStatus({ kind: "error", message: error instanceof Error ? error.message : "An error has occured" });
    }
  }

  const busy = status.kind === "saving";
  return (
    <div className={styles.editor}>
      <p className={styles.state}>
        {published ? (
          <>
            Published: <a href={publicPath}>view the public page</a>
          </>
        ) : (
          "Not published"
        )}
      </p>
      <div className={styles.panes}>
        <div className={styles.pane}>
          <label htmlFor={`${id}-report`} className={styles.label}>
            Report (markdown)
          </label>
          <textarea id={`${id}-report`} className={styles.textarea} value={report} onChange={(e) => setReport(e.target.value)} rows={22} spellCheck />
        </div>
        <div className={styles.pane}>
          <h3 className={styles.label} id={`${id}-preview`}>
            Preview
          </h3>
          <div role="region" aria-labelledby={`${id}-preview`} className={styles.preview}>
            <div className={reportStyles.report} dangerouslySetInnerHTML={{ __html: preview }} />
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={busy} onClick={() => submit(true, published ? "Saved and still published" : "Published")}>
          {published ? "Save" : "Publish"}
        </button>
        {published ? (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => submit(false, "Unpublished")}>
            Unpublish
          </button>
        ) : (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => submit(false, "Draft saved")}>
            Save draft
          </button>
        )}
        <p role="status" className={styles.status} data-kind={status.kind}>
          {status.message}
        </p>
      </div>
    </div>
  );
}
