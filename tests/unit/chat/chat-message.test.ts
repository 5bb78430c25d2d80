// What a chat post says, for each service: nobody gets pinged, Slack's markup is escaped, and the table fits.
import { chatPayload, chatText } from "@/lib/domain/chat-message";
import { retryAfterMs } from "@/lib/server/chat/post-to-hook";

const message = { title: "Picks revealed", table: { head: ["Picker", "Pick"], rows: [["ann", "BUF -2.5 (-110)"], ["bobby", "MIA +150"]] } };

test("Discord gets bold with ** and a code-block table, and mentions are turned off", () => {
  expect(chatPayload("DISCORD", message)).toEqual({
    content: "**Picks revealed**\n```\nPicker  Pick\nann     BUF -2.5 (-110)\nbobby   MIA +150\n```",
    username: "Pickline",
    allowed_mentions: { parse: [] },
  });
});

test("Slack gets bold with * and its markup escaped, so an announcement cannot ping the channel", () => {
  expect(chatPayload("SLACK", { title: "Announcement", lines: ["<!channel> pay up & <https://x.example|click>"] })).toEqual({
    text: "*Announcement*\n&lt;!channel&gt; pay up &amp; &lt;https://x.example|click&gt;",
  });
});

test("a long post is cut under Discord's 2,000 characters and its code block still closes", () => {
  const rows = Array.from({ length: 200 }, (_, index) => [`picker${index}`, "BUF -2.5 (-110)"]);
  const text = chatText({ title: "Picks", table: { head: ["Picker", "Pick"], rows } }, "DISCORD");
  expect(text.length).toBeLessThan(2_000);
  expect(text.endsWith("```")).toBe(true);
});

test("backticks in a cell cannot close the code block early", () => {
  expect(chatText({ title: "t", table: { head: ["a"], rows: [["x```y"]] } }, "DISCORD")).toBe("**t**\n```\na\nx'''y\n```");
});

test("a 429's wait comes from Discord's retry_after, else the Retry-After header", () => {
  expect(retryAfterMs(undefined, JSON.stringify({ message: "You are being rate limited.", retry_after: 0.35, global: false }))).toBe(350);
  expect(retryAfterMs("2", "rate_limited")).toBe(2_000);
  expect(retryAfterMs(["3"], "")).toBe(3_000);
  expect(retryAfterMs(undefined, "")).toBeUndefined();
  expect(retryAfterMs("soon", "{}")).toBeUndefined();
});
