import { afterEach, describe, expect, it, vi } from "vitest";
import { onChatUser, onOpenChat, openChat, setChatUser } from "./chat-bus";

// The bus is DOM events on window; Node 24 has EventTarget and CustomEvent built in.
vi.stubGlobal("window", new EventTarget());

describe("chat bus", () => {
  const unsubscribes: Array<() => void> = [];
  afterEach(() => {
    for (const off of unsubscribes.splice(0)) off();
  });

  it("delivers openChat to every subscriber until it unsubscribes", () => {
    const handler = vi.fn();
    const off = onOpenChat(handler);
    openChat();
    off();
    openChat();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("passes the user on login and null on sign-out", () => {
    const seen: unknown[] = [];
    unsubscribes.push(onChatUser((user) => seen.push(user)));
    setChatUser({ uid: "7", username: "ada", email: "ada@example.com" });
    setChatUser(null);
    expect(seen).toEqual([{ uid: "7", username: "ada", email: "ada@example.com" }, null]);
  });
});
