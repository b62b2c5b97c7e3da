/**
 * The one way pages talk to the support chat, whichever widget (or built-in contact form) is
 * configured: pages call `openChat()`, the session reports who is logged in, and the chat
 * widget subscribes. Decoupled by DOM events so no page imports the widget's code.
 */
export type ChatUser = { uid: string; username: string; email: string };

const OPEN = "portico:chat-open";
const USER = "portico:chat-user";

export function openChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN));
}

/** Pass the logged-in user to the chat widget, or null on sign-out to clear it. */
export function setChatUser(user: ChatUser | null): void {
  window.dispatchEvent(new CustomEvent<ChatUser | null>(USER, { detail: user }));
}

export function onOpenChat(handler: () => void): () => void {
  window.addEventListener(OPEN, handler);
  return () => window.removeEventListener(OPEN, handler);
}

export function onChatUser(handler: (user: ChatUser | null) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ChatUser | null>).detail);
  window.addEventListener(USER, listener);
  return () => window.removeEventListener(USER, listener);
}
