// The one cursor codec refuses everything it would not have encoded, and round-trips what it does.
import { cursorCodec, keysetCursor, offsetCursor, parseCursorId } from "@/lib/contracts/cursor";
import { isAppError } from "@/lib/errors/app-error";

const now = Date.UTC(2026, 4, 13, 12);

function refusal(decode: () => unknown): string | null {
  try {
    decode();
    return null;
  } catch (error) {
    return isAppError(error) ? error.code : "thrown";
  }
}

test("a keyset round-trips as <epoch ms>.<id>; absent or empty is the first page", () => {
  const position = [new Date(now), 2_147_483_647] as const;
  expect(keysetCursor.encode([...position])).toBe(`${now}.2147483647`);
  expect(keysetCursor.decode(keysetCursor.encode([...position]))).toEqual([...position]);
  expect(keysetCursor.decode(undefined)).toBeNull();
  expect(keysetCursor.decode("")).toBeNull();
});

test.each([
  `${now}.2147483648`, `${now}.${2 ** 53}`, `${now}.0`, `${now}.-1`, `${now}.01`, `${now}.1e3`, `${now}.1\u0000`, `${now}.1.1`,
  `-${now}.1`, `8640000000000000.1`, `8640000000000001.1`, `${Date.UTC(2100, 0, 1)}.1`, `${Date.UTC(1999, 11, 31)}.1`, `\u0000`, `.`, `abc`,
])("refuses the keyset %j as VALIDATION_ERROR", (raw) => {
  expect(refusal(() => keysetCursor.decode(raw))).toBe("VALIDATION_ERROR");
});

test("an offset round-trips and stays within the deepest page the lists serve", () => {
  expect(offsetCursor.decode(offsetCursor.encode([40]))).toEqual([40]);
  for (const raw of ["-1", "01", "500001", "1.5", "x", "1e3"]) expect(refusal(() => offsetCursor.decode(raw))).toBe("VALIDATION_ERROR");
});

test("exact points and user ids round-trip; anything odd is refused", () => {
  const board = cursorCodec(["decimal", "key"]);
  expect(board.decode(board.encode(["-12.5000", "user_1-x"]))).toEqual(["-12.5000", "user_1-x"]);
  expect(board.decode(board.encode(["7", "u"]))).toEqual(["7", "u"]);
  // An average closing-line value, negative and to 8 places (the Sharpest board's cursor).
  expect(board.decode(board.encode(["-0.04761905", "u"]))).toEqual(["-0.04761905", "u"]);
  for (const raw of ["12.5.u", "1_123456789.u", "1.u\u0000", `1.${"a".repeat(65)}`, "1", "1e3.u", "12_5.u|x"]) {
    expect(refusal(() => board.decode(raw))).toBe("VALIDATION_ERROR");
  }
});

test("ids are positive int4 values written without sign, zero padding or exponent", () => {
  expect(parseCursorId("2147483647")).toBe(2_147_483_647);
  for (const text of ["2147483648", "9007199254740993", "0", "-1", "007", "1e3", " 5", "5\u0000", "0x10", ""]) expect(parseCursorId(text)).toBeNull();
});
