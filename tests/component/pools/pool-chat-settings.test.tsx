// The owner's group-chat settings: a labelled field, the webhook shown masked once saved, the test message, a refusal
// in the catalogue's words under the field, removal, and a hook turned off after failing; all by keyboard.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PoolChatSettings } from "@/components/pools/PoolChatSettings";
import type { ChatHookState } from "@/lib/contracts/pool-chat";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/pools/p1" }));

// jsdom has no Response: the fetcher only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as unknown as Response;

const URL = "https://discord.com/api/webhooks/123456789012345678/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
const saved: ChatHookState = { hook: { service: "DISCORD", maskedUrl: "https://discord.com/api/webhooks/123456789012345678/••••6789", on: true, failures: 0 } };

afterEach(() => jest.restoreAllMocks());

test("the owner pastes a webhook by keyboard, sees it masked and sends a test message", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(json(200, { payload: saved }))
    .mockResolvedValueOnce(json(200, { payload: { sent: true } })) as unknown as typeof fetch;
  render(<PoolChatSettings poolId="p1" initial={{ hook: null }} />);
  const region = screen.getByRole("region", { name: "Group chat" });
  expect(within(region).queryByRole("button", { name: "Send a test message" })).toBeNull();
  const field = within(region).getByRole("textbox", { name: "Webhook URL" });
  expect(field).toHaveAccessibleDescription(/hooks\.slack\.com/);
  await userEvent.click(field);
  await userEvent.paste(URL);
  await userEvent.keyboard("{Enter}");
  expect(await screen.findByText("Webhook saved: send a test message to check it")).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/chat", expect.objectContaining({ method: "PUT", body: JSON.stringify({ url: URL }) }));
  // The whole URL is gone from the page: the field is cleared and only the masked form shows.
  expect(screen.getByText(saved.hook!.maskedUrl)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Replace the webhook URL" })).toHaveValue("");
  expect(document.body.textContent).not.toContain("AbCdEfGh");

  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole("button", { name: "Send a test message" })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  expect(await screen.findByText("Test message sent: look in your chat")).toBeInTheDocument();
  expect(global.fetch).toHaveBeenLastCalledWith("/api/pools/p1/chat/test", expect.objectContaining({ method: "POST" }));
});

test("a refused URL shows the server's reason for it", async () => {
  const reason = "Paste a Discord webhook (https://discord.com/api/webhooks/…) or a Slack incoming webhook (https://hooks.slack.com/services/…)";
  global.fetch = jest.fn().mockResolvedValueOnce(json(400, { error: { code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "url", message: reason }] } })) as unknown as typeof fetch;
  render(<PoolChatSettings poolId="p1" initial={{ hook: null }} />);
  await userEvent.type(screen.getByRole("textbox", { name: "Webhook URL" }), "https://example.com/hook{Enter}");
  expect(await screen.findByRole("alert")).toHaveTextContent(reason);
});

test("a test message the chat refused reads as the catalogue says", async () => {
  global.fetch = jest.fn().mockResolvedValueOnce(json(502, { error: { code: "CHAT_HOOK_FAILED", message: "The group chat did not take the test message (the chat answered 404)" } })) as unknown as typeof fetch;
  render(<PoolChatSettings poolId="p1" initial={saved} />);
  await userEvent.click(screen.getByRole("button", { name: "Send a test message" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The group chat did not take the test message (the chat answered 404)");
});

test("a hook turned off after failing says so and offers no test until it is pasted again; it can be removed", async () => {
  global.fetch = jest.fn().mockResolvedValueOnce(json(200, { payload: { hook: null } })) as unknown as typeof fetch;
  render(<PoolChatSettings poolId="p1" initial={{ hook: { ...saved.hook!, on: false, failures: 5 } }} />);
  expect(screen.getByRole("alert")).toHaveTextContent("Turned off after failed posts in a row");
  expect(screen.queryByRole("button", { name: "Send a test message" })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Remove webhook" }));
  expect(await screen.findByText("Webhook removed: nothing more is posted")).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/chat", expect.objectContaining({ method: "DELETE" }));
  expect(screen.queryByText(saved.hook!.maskedUrl)).toBeNull();
});
