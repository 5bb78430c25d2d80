// The one cursor codec refuses everything it would not have encoded, and round-trips what it does.
import { decodeKeyset, decodeOptionalKeyset, encodeKeyset, parseCursorId } from "@/lib/api/cursor";
import { isAppError } from "@/lib/errors/app-error";

const now = Date.UTC(2026, 4, 13, 12);

function refusal(raw: string): string | null {
  try {
    decodeKeyset(raw);
    return null;
  } catch (error) {
    return isAppError(error) ? error.code : "thrown";
  }
}

test("a keyset round-trips; absent or empty is the first page", () => {
  const position = { at: new Date(now), id: 2_147_483_647 };
  expect(decodeKeyset(encodeKeyset(position))).toEqual(position);
  expect(decodeOptionalKeyset(undefined)).toBeNull();
  expect(decodeOptionalKeyset("")).toBeNull();
});

test.each([
  `${now}.2147483648`, `${now}.${2 ** 53}`, `${now}.0`, `${now}.-1`, `${now}.01`, `${now}.1e3`, `${now}.1\u0000`, `${now}.1.1`,
  `-${now}.1`, `8640000000000000.1`, `8640000000000001.1`, `${Date.UTC(2100, 0, 1)}.1`, `${Date.UTC(1999, 11, 31)}.1`, `\u0000`, `.`, `abc`,
])("refuses %j as VALIDATION_ERROR", (raw) => {
  expect(refusal(raw)).toBe("VALIDATION_ERROR");
});

test("ids are positive int4 values written without sign, zero padding or exponent", () => {
  expect(parseCursorId("2147483647")).toBe(2_147_483_647);
  for (const text of ["2147483648", "9007199254740993", "0", "-1", "007", "1e3", " 5", "5\u0000", "0x10", ""]) expect(parseCursorId(text)).toBeNull();
});
