// Which failures are outages (503 with Retry-After) and which are bugs (500): pool exhaustion and a database restart are outages.
import { classifyInfrastructureError } from "@/lib/api/infrastructure-errors";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

test.each([
  ["a refused connection", withCode("ECONNREFUSED")],
  ["an administrator shutdown (database restarting)", withCode("57P01", "terminating connection due to administrator command")],
  ["the database starting up", withCode("57P03", "the database system is starting up")],
  ["too many connections", withCode("53300")],
  ["no pooled connection for a transaction in time (Prisma P2028)", withCode("P2028", "Transaction API error: Unable to start a transaction in the given time.")],
  ["a pool connect timeout, wrapped as a cause", Object.assign(new Error("query failed"), { cause: new Error("timeout exceeded when trying to connect") })],
  ["a dropped connection", new Error("Connection terminated unexpectedly")],
  ["a pooled connection the restarted server closed (Prisma P1017)", withCode("P1017", "Invalid `prisma.user.findUnique()` invocation:\nServer has closed the connection.")],
  ["the same, known only by its message", new Error("Invalid `prisma.session.findUnique()` invocation:\nServer has closed the connection.")],
  // pg's own refusal to use a client whose socket failed (seen by npm run test:load at 100 req/s: a follow during the restart).
  ["a pooled pg client whose connection broke", new Error("Client has encountered a connection error and is not queryable")],
  ["the database not reachable (Prisma P1001)", withCode("P1001")],
  ["a socket timeout (Prisma P1008)", withCode("P1008")],
  ["Prisma's wrapping of a shutdown (SQLSTATE only in the message)", withCode("P2010", "Invalid `prisma.fixture.findMany()` invocation:\n\nDatabase error. Code: `57P03`. Message: `the database system is shutting down`")],
])("%s is SERVICE_UNAVAILABLE with Retry-After", (_name, error) => {
  const mapped = classifyInfrastructureError(error);
  expect(mapped?.code).toBe("SERVICE_UNAVAILABLE");
  expect(mapped?.retryAfterSeconds).toBeGreaterThan(0);
});

test.each([
  ["a unique violation", withCode("P2002")],
  ["a plain bug", new TypeError("x is undefined")],
  ["a syntax error in SQL", withCode("42601")],
  ["a constraint failure reported by Prisma", new Error("Database error. Code: `23505`. Message: `duplicate key`")],
])("%s is not an outage", (_name, error) => {
  expect(classifyInfrastructureError(error)).toBeNull();
});

describe("a write the database refused as read-only (SQLSTATE 25006)", () => {
  const readOnly = withCode("P2010", "Invalid `prisma.user.create()` invocation:\n\nDatabase error. Code: `25006`. Message: `cannot execute INSERT in a read-only transaction`");

  test("in a read-only preview, whose pool opens read-only sessions, is the guard's refusal: FORBIDDEN, not a 500", () => {
    const mapped = classifyInfrastructureError(readOnly, true);
    expect(mapped?.status).toBe(403);
    expect(mapped?.toBody()).toEqual({ code: "FORBIDDEN", message: "This preview is read-only: it has no database of its own." });
    expect(classifyInfrastructureError(withCode("25006"), true)?.code).toBe("FORBIDDEN");
  });

  test("anywhere else (a hot standby taken for the primary) it says nothing about previews", () => {
    expect(classifyInfrastructureError(readOnly, false)?.code).not.toBe("FORBIDDEN");
  });
});
