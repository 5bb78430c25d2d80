// The one client write path: JSON and multipart bodies, revalidation of the keys a write changes, optimistic data
// rolled back on refusal, and where a refusal is said (the hook's error, a toast, or nowhere when the login panel opens).
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { FALLBACK_ERROR_MESSAGE } from "@/lib/domain/messages";
import { UNAUTHORIZED_EVENT } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { z } from "zod";
import type { ApiRoute } from "@/lib/client/api-route";
import { endpoint } from "@/lib/contracts/endpoint";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => "/" }));

// Declarations of the test's own calls: the hook takes a declared call, never a URL.
const thingCall = endpoint({
  method: "POST",
  path: "/api/things/{id}",
  auth: "auth",
  summary: "A test write",
  tag: "test",
  params: z.object({ id: z.string() }),
  body: z.object({ a: z.number() }),
  response: z.object({ id: z.number() }),
  errors: [],
});
const addCall = endpoint({ method: "POST", path: "/api/add", auth: "auth", summary: "A test write", tag: "test", response: null, errors: [] });
const putX = endpoint({ method: "PUT", path: "/api/x", auth: "auth", summary: "A test write", tag: "test", response: null, errors: [] });
const postX = endpoint({ method: "POST", path: "/api/x", auth: "auth", summary: "A test write", tag: "test", response: null, errors: [] });
const deleteX = endpoint({ method: "DELETE", path: "/api/x", auth: "auth", summary: "A test write", tag: "test", response: null, errors: [] });
const thing: ApiRoute<typeof thingCall> = [thingCall.method, thingCall.path];
const add: ApiRoute<typeof addCall> = [addCall.method, addCall.path];
const put: ApiRoute<typeof putX> = [putX.method, putX.path];
const post: ApiRoute<typeof postX> = [postX.method, postX.path];
const remove: ApiRoute<typeof deleteX> = [deleteX.method, deleteX.path];
const x = { put, post, delete: remove };

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply> = {};
async function reply(url: string) {
  const { status, body } = replies[url] ?? { status: 404, body: {} };
  // jsdom has no Response: the fetcher reads ok, status and json().
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}
const fetchMock = jest.fn(reply);

beforeEach(() => {
  replies = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(reply);
  global.fetch = fetchMock as unknown as typeof fetch;
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}

test("a JSON write goes to its declared path, returns the payload and revalidates the keys it names", async () => {
  let count = 1;
  replies["/api/count"] = { status: 200, body: { payload: count } };
  replies["/api/things/a%2Fb"] = { status: 200, body: { payload: { id: 3 } } };
  const { result } = renderHook(() => ({ write: useApiMutation(), count: useSWR<number>("/api/count", (url: string) => fetch(url).then((r) => r.json()).then((b) => b.payload)) }), { wrapper });
  await waitFor(() => expect(result.current.count.data).toBe(1));
  count = 2;
  replies["/api/count"] = { status: 200, body: { payload: count } };
  let answer: unknown;
  await act(async () => {
    answer = await result.current.write.trigger(thing, { params: { id: "a/b" }, body: { a: 1 }, revalidate: ["/api/count"] });
  });
  expect(answer).toEqual({ ok: true, data: { id: 3 } });
  const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/things/a%2Fb") as unknown as [string, RequestInit];
  expect(init.method).toBe("POST");
  expect(JSON.parse(String(init.body))).toEqual({ a: 1 });
  await waitFor(() => expect(result.current.count.data).toBe(2));
});

test("optimistic data shows at once and is rolled back when the server refuses; the message lands in `error`", async () => {
  replies["/api/list"] = { status: 200, body: { payload: ["a"] } };
  replies["/api/add"] = { status: 422, body: { error: { code: "PICK_CLOSED", message: "This game has started: picks are closed" } } };
  const { result } = renderHook(() => ({ write: useApiMutation(), list: useSWR<string[]>("/api/list", (url: string) => fetch(url).then((r) => r.json()).then((b) => b.payload)) }), { wrapper });
  await waitFor(() => expect(result.current.list.data).toEqual(["a"]));
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  fetchMock.mockImplementation(async (url: string) => (url === "/api/add" ? gate.then(() => reply(url)) : reply(url)));
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = result.current.write.trigger<typeof add, string[]>(add, { optimistic: { mutate: result.current.list.mutate, data: (current = []) => [...current, "b"] } });
  });
  await waitFor(() => expect(result.current.list.data).toEqual(["a", "b"]));
  expect(result.current.write.submitting).toBe(true);
  release();
  await act(async () => {
    expect(await pending).toMatchObject({ ok: false });
  });
  await waitFor(() => expect(result.current.list.data).toEqual(["a"]));
  expect(result.current.write.error).toBe("This game has started: picks are closed");
  expect(result.current.write.submitting).toBe(false);
});

test("with errorToast a refusal is an error toast; a body that is not our envelope says the fallback message", async () => {
  replies["/api/x"] = { status: 502, body: null };
  const { result } = renderHook(() => useApiMutation(), { wrapper });
  await act(async () => {
    await result.current.trigger(x.put, { errorToast: true });
  });
  expect(document.querySelector('[data-level="ERROR"]')).toHaveTextContent(FALLBACK_ERROR_MESSAGE);
  expect(result.current.error).toBeNull();
});

test("UNAUTHORIZED is announced to the login panel and adds no message; a quiet call says it instead", async () => {
  replies["/api/x"] = { status: 401, body: { error: { code: "UNAUTHORIZED", message: "This action is not authorized" } } };
  const heard = jest.fn();
  window.addEventListener(UNAUTHORIZED_EVENT, heard);
  const { result } = renderHook(() => useApiMutation(), { wrapper });
  await act(async () => {
    await result.current.trigger(x.delete, {});
  });
  expect(heard).toHaveBeenCalledTimes(1);
  expect(result.current.error).toBeNull();
  await act(async () => {
    await result.current.trigger(x.post, { quietUnauthorized: true });
  });
  window.removeEventListener(UNAUTHORIZED_EVENT, heard);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(result.current.error).toBe("This action is not authorized");
});

test("onError may take a refusal over, and message() picks its words", async () => {
  replies["/api/x"] = { status: 409, body: { error: { code: "CONFLICT", message: "This already exists" } } };
  const { result } = renderHook(() => useApiMutation(), { wrapper });
  await act(async () => {
    await result.current.trigger(x.put, { onError: () => true });
  });
  expect(result.current.error).toBeNull();
  await act(async () => {
    await result.current.trigger(x.put, { message: () => "Taken" });
  });
  expect(result.current.error).toBe("Taken");
});
