// Starts public/intl-warmup.js as a worker from the page's first bytes, for pages that show many times (the board).
import { pageNonce } from "@/lib/security/page-nonce";

export const INTL_WARMUP_URL = "/intl-warmup.js";

/**
 * An inline script, so the worker starts while the HTML is parsed: the data the browser loads for its first date
 * formatter is then ready before React hydrates the page's times, loaded off the main thread. A browser without
 * workers formats on the main thread, as it would without this.
 */
export async function WarmDateFormatting() {
  const nonce = await pageNonce();
  const start = `try{new Worker(${JSON.stringify(INTL_WARMUP_URL)})}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />;
}
