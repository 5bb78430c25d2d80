// usernameSkeleton: names that look alike share a skeleton; names that do not, do not.
import { usernameColumns, usernameSkeleton } from "@/lib/domain/username-skeleton";

test.each([
  ["alice", "\u0430lice"],
  ["Paco", "\u0420\u0410\u0421\u041e"],
  ["bob", "b\u03bfb"],
  ["jose", "Jos\u00e9"],
  ["ﬁlm", "film"],
  ["admin", "\u0430dmin"],
])("%j and %j share a skeleton", (a, b) => {
  expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
});

test("different names keep different skeletons", () => {
  const names = ["alice", "alicia", "bob", "b0b", "Дмитрий", "Δημήτρης", "a.b", "ab"];
  expect(new Set(names.map(usernameSkeleton)).size).toBe(names.length);
});

test("the stored columns keep the name as typed, its lower-case key and its skeleton", () => {
  expect(usernameColumns("\u0410lice")).toEqual({ username: "\u0410lice", usernameKey: "\u0430lice", usernameSkeleton: "alice" });
});
