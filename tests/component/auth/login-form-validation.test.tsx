// The login form (page and panel): the browser's own message for the address shows under the field, tied to it, and
// typing clears it; the server's HTML keeps Login disabled until the form can show that message.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { LoginForm } from "@/components/auth/LoginForm";
import { LoginPanel } from "@/components/auth/LoginPanel";
import { SignupForm } from "@/components/auth/SignupForm";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/login" }));

const forms: [string, () => ReactElement][] = [
  ["the /login page", () => <LoginForm title="Login" />],
  ["the login panel", () => <LoginPanel />],
];

beforeEach(() => {
  global.fetch = jest.fn() as jest.Mock;
});

describe.each(forms)("%s", (_name, form) => {
  test("an empty submit shows the field's validationMessage under it, tied to the field; typing clears it", async () => {
    const user = userEvent.setup();
    render(form());
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(email.validity.valueMissing).toBe(true);
    // Whatever the browser's words (jsdom has its own), the text under the field is the field's own validationMessage.
    const browserMessage = email.validationMessage;
    expect(browserMessage).not.toBe("");
    const message = await screen.findByText(browserMessage);
    expect(message).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(email).toHaveAccessibleDescription(browserMessage);
    expect(global.fetch).not.toHaveBeenCalled();

    // One letter is still no address: the message goes anyway, and the next submit says what is wrong now.
    await user.type(email, "a");
    expect(email.validity.valid).toBe(false);
    expect(screen.queryByText(browserMessage)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).not.toHaveAccessibleDescription();
  });

  test("an address the browser refuses shows its message, not the server's", async () => {
    const user = userEvent.setup();
    render(form());
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    await user.type(email, "not an address");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(email.validity.typeMismatch).toBe(true);
    expect(await screen.findByText(email.validationMessage)).toBeVisible();
    expect(email).toHaveAccessibleDescription(email.validationMessage);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  test("the server's HTML keeps Login disabled until the page is live, where a click gets the message instead of the bare bubble", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form());
    expect(within(container).getByRole("button", { name: /Login/ })).toBeDisabled();

    render(form(), { container: document.body.appendChild(container), hydrate: true });
    expect(await screen.findByRole("button", { name: "Login" })).toBeEnabled();
  });
});

test("the sign-up form keeps no browser check: an empty address goes to the server, which answers under the field", async () => {
  const refusal = { error: { code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "email", message: "Invalid email" }] } };
  global.fetch = jest.fn(async () => ({ ok: false, status: 400, json: async () => refusal }) as Response) as typeof fetch;
  const user = userEvent.setup();
  render(<SignupForm />);
  await user.click(screen.getByRole("button", { name: "Signup" }));
  expect(global.fetch).toHaveBeenCalledWith("/api/signup", expect.objectContaining({ method: "POST" }));
  expect(await screen.findByText("Enter one valid e-mail address")).toBeInTheDocument();
});
