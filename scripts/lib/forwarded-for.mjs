// Preloaded into `next dev` / `next start` (NODE_OPTIONS=--import): appends the connection's address to X-Forwarded-For, as
// a proxy does. Next.js itself only fills the header when it is absent, which lets a client that reaches the server
// directly write any address it likes; lib/server/net/client-address.ts reads the right-most hops instead.
import http from "node:http";

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeer(event, request, ...rest) {
  if (event === "request" && request && request.socket) {
    const peer = request.socket.remoteAddress || "unknown";
    const previous = request.headers["x-forwarded-for"];
    request.headers["x-forwarded-for"] = previous ? `${previous}, ${peer}` : peer;
  }
  return emit.call(this, event, request, ...rest);
};
