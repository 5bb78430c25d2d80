// Design-system controls: the loading button, the input's native validation message, the generic drawer and the avatar.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Avatar } from "@/components/ui/Avatar";
import { Button } from "@/components/ui/Button";
import { Drawer } from "@/components/ui/Drawer";
import { Input } from "@/components/ui/Input";

describe("Button", () => {
  it("is disabled and shows a spinner while loading", async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Login" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button.querySelector('[class*="spinner"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is disabled without a spinner when disabled", () => {
    render(<Button disabled>Confirm</Button>);
    const button = screen.getByRole("button", { name: "Confirm" });
    expect(button).toBeDisabled();
    expect(button.querySelector('[class*="spinner"]')).toBeNull();
  });
});

describe("Input", () => {
  it("shows the browser's validation message under the field on submit and clears it once valid", async () => {
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Input label="Email" name="email" type="email" required maxLength={100} placeholder="you@example.com" />
        <button type="submit">Send</button>
      </form>,
    );
    const input = screen.getByLabelText("Email");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const message = screen.getByRole("alert");
    expect(message.textContent).toBe((input as HTMLInputElement).validationMessage);
    expect(message.textContent).not.toBe("");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(message.textContent!);
    await user.type(input, "ann@example.com");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Drawer", () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <Drawer open={open} onClose={() => setOpen(false)} title="Login to continue">
          <input aria-label="Email" />
        </Drawer>
      </>
    );
  }

  it("shows any content in a labelled modal dialog with a blurred backdrop, closed by the button, Escape or the backdrop", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Login to continue" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByTestId("drawer-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Avatar", () => {
  it("shows the picture when there is one and a placeholder user icon otherwise", () => {
    const { rerender } = render(<Avatar picture="/avatars/1.png" name="ace" />);
    expect(screen.getByRole("img", { name: "ace's avatar" })).toHaveAttribute("src", "/avatars/1.png");
    rerender(<Avatar picture={null} name="ace" />);
    const placeholder = screen.getByRole("img", { name: "ace's avatar" });
    expect(placeholder.tagName.toLowerCase()).toBe("svg");
    expect(placeholder).toHaveAttribute("data-placeholder", "true");
  });
});
