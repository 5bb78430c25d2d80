// The pool name field of the create and edit forms lets people type names with spaces, and says so.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PoolFields, type PoolFieldValues } from "@/components/pools/PoolFields";

function Form() {
  const [value, setValue] = useState<PoolFieldValues>({ name: "", description: "", leagues: ["nfl"] });
  return <PoolFields value={value} onChange={setValue} />;
}

const nameField = () => screen.getByLabelText("Pool name") as HTMLInputElement;

test.each(["Smith Family Picks", "Sunday_Crew", "100% A/B #1?", "x".repeat(50)])("%j is a valid entry", async (name) => {
  render(<Form />);
  await userEvent.type(nameField(), name);
  expect(nameField().value).toBe(name);
  expect(nameField().validity.valid).toBe(true);
});

test("an empty or blank name is refused before it is sent", async () => {
  render(<Form />);
  expect(nameField().validity.valid).toBe(false);
  await userEvent.type(nameField(), "   ");
  expect(nameField().validity.valid).toBe(false);
});

test("the hint says spaces are fine and gives the limit", () => {
  render(<Form />);
  expect(screen.getByText("Up to 50 characters; spaces are fine.")).toBeInTheDocument();
  expect(nameField().maxLength).toBe(50);
});
