// A local HTTP server standing in for Discord and Slack: it records each post (path, Host, JSON body) and answers from a
// queue the test fills (then 204, as Discord answers a webhook without ?wait).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ChatPost = { path: string; host: string; body: Record<string, unknown>; at: number };
export type ChatAnswer = { status: number; headers?: Record<string, string>; body?: string };

export async function startChatStandIn() {
  const posts: ChatPost[] = [];
  const answers: ChatAnswer[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      posts.push({ path: req.url ?? "", host: req.headers.host ?? "", body: text ? JSON.parse(text) : {}, at: Date.now() });
      const answer = answers.shift() ?? { status: 204 };
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    posts,
    answers,
    reset() {
      posts.length = 0;
      answers.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
