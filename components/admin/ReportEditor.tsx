"use client";
// Markdown report editor with a live preview from the same renderer as the public page, and publish / unpublish.
import { useId, useMemo, useState } from "react";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { TextArea } from "@/components/ui/TextArea";
import reportStyles from "@/components/daily/ReportMarkdown.module.css";
import { api } from "@/lib/client/api";
import { useAdminSave } from "./use-admin-save";
import styles from "./ReportEditor.module.css";

type Props = { fixtureId: number; initialReport: string; initiallyPublished: boolean; publicPath: string };

export function ReportEditor({ fixtureId, initialReport, initiallyPublished, publicPath }: Props) {
  const id = useId();
  const [report, setReport] = useState(initialReport);
  const [published, setPublished] = useState(initiallyPublished);
  const { save, status } = useAdminSave();
  const preview = useMemo(() => renderMarkdown(report), [report]);

  async function submit(nextPublished: boolean, done: string) {
    const saved = await save(api.admin.updateReport, { params: { id: fixtureId }, body: { report, published: nextPublished } }, done);
    if (saved) setPublished(saved.reportPublishedAt !== null);
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
          <TextArea label="Report (markdown)" className={styles.report} value={report} onChange={(e) => setReport(e.target.value)} rows={22} spellCheck />
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
