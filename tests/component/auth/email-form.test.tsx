// The sign-up e-mail form: the kit's Input shows a server refusal of the address under the field; typing clears it.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignupForm } from "@/components/auth/SignupForm";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => "/signup" }));

test("a VALIDATION_ERROR marks the field with its message, and typing clears it", async () => {
  const refusal = { error: { code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "email", message: "Invalid email" }] } };
  // jsdom has no Response: the client reads ok, status and json().
  global.fetch = jest.fn(async () => ({ ok: false, status: 400, json: async () => refusal }) as Response) as typeof fetch;
  const user = userEvent.setup();
  render(<SignupForm />);
  const email = screen.getByLabelText("Email");
  await user.type(email, "not an address");
  await user.click(screen.getByRole("button", { name: "Signup" }));
  expect(await screen.findByText("Enter one valid e-mail address")).toBeInTheDocument();
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription("Enter one valid e-mail address");
  expect(screen.queryByText("Some fields are not valid")).not.toBeInTheDocument();
  await user.type(email, "x");
  expect(screen.queryByText("Enter one valid e-mail address")).not.toBeInTheDocument();
  expect(email).not.toHaveAttribute("aria-invalid");
});
