// The own-profile bio editor: n/100 counter, 100-character cap, the edit button turning into a check, saving via PUT /api/user.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BioEditor } from "@/components/picker/BioEditor";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/" }));

// jsdom has no Response: the fetcher only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

test("counts characters, caps at 100, turns the button into a check and saves", async () => {
  global.fetch = jest.fn(async () => json(200, { payload: {} })) as unknown as typeof fetch;
  const user = userEvent.setup();
  render(<BioEditor initialBio="" />);
  await user.click(screen.getByRole("button", { name: "Edit bio" }));
  const field = screen.getByRole("textbox", { name: "Bio" });
  expect(screen.getByText("0/100")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Save bio" })).toHaveAttribute("data-icon", "edit");
  await user.type(field, "Underdogs only");
  expect(screen.getByText("14/100")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Save bio" })).toHaveAttribute("data-icon", "check");
  await user.clear(field);
  await user.type(field, "x".repeat(105));
  expect(field).toHaveValue("x".repeat(100));
  expect(screen.getByText("100/100")).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, "Underdogs only");
  await user.click(screen.getByRole("button", { name: "Save bio" }));
  expect(global.fetch).toHaveBeenCalledWith("/api/user", expect.objectContaining({ method: "PUT", body: JSON.stringify({ bio: "Underdogs only" }) }));
  expect(await screen.findByText("Underdogs only")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Edit bio" })).toBeInTheDocument();
  expect(refresh).toHaveBeenCalled();
});

test("a refused save keeps the editor open with the message", async () => {
  global.fetch = jest.fn(async () => json(400, { error: { code: "VALIDATION_ERROR", message: "Some fields are not valid" } })) as unknown as typeof fetch;
  const user = userEvent.setup();
  render(<BioEditor initialBio="Old bio" />);
  await user.click(screen.getByRole("button", { name: "Edit bio" }));
  await user.type(screen.getByRole("textbox", { name: "Bio" }), "!");
  await user.click(screen.getByRole("button", { name: "Save bio" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Some fields are not valid");
  expect(screen.getByRole("textbox", { name: "Bio" })).toHaveValue("Old bio!");
});
