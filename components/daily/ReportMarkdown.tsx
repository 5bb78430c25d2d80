// A game report rendered from markdown on the server: no client JavaScript, safe HTML from the one renderer.
import clsx from "clsx";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import styles from "./ReportMarkdown.module.css";

export function ReportMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  // renderMarkdown escapes raw HTML and empties unsafe URLs, so its output may be injected as is.
  return <div className={clsx(styles.report, className)} dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}
