// The benches write users in bulk with SQL's lower(): only right for names whose key and skeleton are their lower case.
import { usernameColumns } from "@/lib/domain/username-skeleton";
import { BULK_USERNAME, insertUsersSql, userData } from "@/tests/support/users";

describe("bulk users", () => {
  it("takes names whose key and skeleton are their lower case, which is what the bulk INSERT writes", () => {
    for (const name of ["picker1", "Survivor0042", "OTHER7", "sharp0000", "Z9"]) {
      expect(name).toMatch(BULK_USERNAME);
      expect(usernameColumns(name)).toEqual({ username: name, usernameKey: name.toLowerCase(), usernameSkeleton: name.toLowerCase() });
    }
  });

  it("refuses names whose skeleton lower() would get wrong", () => {
    for (const name of ["pickеr", "ﬁsh", "José", "a_b"]) expect(name).not.toMatch(BULK_USERNAME);
    expect(usernameColumns("pickеr").usernameSkeleton).not.toBe("pickеr".toLowerCase());
  });

  it("shapes each row as userData shapes one user: verified, role USER, e-mail <id>@example.test", () => {
    const one = userData({ id: "u1", username: "picker1" });
    expect(one).toMatchObject({ email: "u1@example.test", role: "USER", emailVerified: expect.any(Date) });
    const sql = insertUsersSql("(SELECT 'u1' AS id, 'picker1' AS username) u");
    expect(sql).toContain(`u.id || '@example.test', now(), u.username, lower(u.username), lower(u.username), 'USER'`);
  });
});
