// Renders shell components with the header's data coming from a fake GET /api/user/shell (and /api/notifications/count).
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { SWRConfig } from "swr";
import type { ShellState } from "@/lib/contracts/users";

/** jsdom has no Response: the fetcher only reads ok, status and json(). */
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);

/** "pending": the request never answers; "error": the server fails (503). */
export type ShellAnswer = ShellState | "pending" | "error";

/** `unreadNow` is what GET /api/notifications/count answers (a bare number); the shell's own count by default. */
export function fakeShellApi(shell: ShellAnswer, unreadNow?: number): jest.Mock {
  const fetchMock = jest.fn((url: RequestInfo | URL) => {
    if (shell === "pending") return new Promise<Response>(() => {});
    if (shell === "error") return answer(503, { error: { code: "SERVICE_UNAVAILABLE", message: "down" } });
    if (String(url).startsWith("/api/notifications/count")) return answer(200, { payload: unreadNow ?? shell.unreadCount });
    return answer(200, { payload: shell });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function renderWithShell(ui: ReactElement, shell: ShellAnswer, options: RenderOptions & { unreadNow?: number } = {}) {
  const fetchMock = fakeShellApi(shell, options.unreadNow);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
  );
  return { fetchMock, ...render(ui, { wrapper, ...options }) };
}
