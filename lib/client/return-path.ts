// Where to come back to after signing in by e-mail (an invite link, say): the link opens in a new tab, so localStorage.
import { redirectTarget } from "@/lib/domain/redirect-target";

const KEY = "pickline:return-path";

export function rememberReturnPath(path: string): void {
  try {
    window.localStorage.setItem(KEY, redirectTarget(path));
  } catch {
    // storage disabled: the picker lands on the home page instead
  }
}

/** The remembered page (once: it is forgotten as it is read), or "/". */
export function takeReturnPath(): string {
  try {
    const path = window.localStorage.getItem(KEY);
    window.localStorage.removeItem(KEY);
    return redirectTarget(path ?? "/");
  } catch {
    return "/";
  }
}
