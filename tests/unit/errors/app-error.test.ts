// The catalogue's statuses and the product's verbatim messages.
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CATALOGUE } from "@/lib/errors/catalogue";
import { fail } from "@/lib/api/envelope";

test("the product's messages are used verbatim", () => {
  expect(ERROR_CATALOGUE.UNAUTHORIZED.message).toBe("This action is not authorized");
  expect(ERROR_CATALOGUE.UNKNOWN.message).toBe("An error has occured");
  expect(ERROR_CATALOGUE.USER_NOT_FOUND.message).toBe("This email is not associated with any user");
});

test.each([
  ["UNAUTHORIZED", 401],
  ["FORBIDDEN", 403],
  ["NOT_FOUND", 404],
  ["VALIDATION_ERROR", 400],
  ["CONFLICT", 409],
  ["PICK_CLOSED", 422],
  ["NO_ODDS", 422],
  ["ODDS_CHANGED", 422],
  ["RATE_LIMITED", 429],
  ["UNKNOWN", 500],
] as const)("%s answers with status %i in the error envelope", async (code, status) => {
  const response = fail(new AppError(code, { retryAfterSeconds: code === "RATE_LIMITED" ? 30 : undefined }));
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: { code, message: ERROR_CATALOGUE[code].message } });
  expect(response.headers.get("retry-after")).toBe(code === "RATE_LIMITED" ? "30" : null);
});
