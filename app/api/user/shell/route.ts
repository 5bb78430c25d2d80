// GET /api/user/shell
import { route } from "@/lib/api/handler";
import { usersApi } from "@/lib/contracts/users";
import { loadShellState } from "@/lib/server/users/shell-state";

// Hybrid, so a visitor gets 200 { user: null } rather than a 401 (which browsers log as a console error on every page).
export const dynamic = "force-dynamic";

export const GET = route(usersApi.shell, ({ caller }) => loadShellState(caller));
