import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type ChatUser, onChatUser, onOpenChat } from "../../lib/chat/chat-bus";
import { useNonce } from "../../lib/nonce";
import { usePublicConfig } from "../../lib/use-public-config";
import type { ChatAdapter } from "./chat-providers";

const ContactFormDialog = lazy(() =>
  import("./contact-form-dialog").then((module) => ({ default: module.ContactFormDialog })),
);

const IDLE_FALLBACK_MS = 4000;

/**
 * The chat behind `openChat()`. With a provider configured, its script loads after the first
 * interaction or when the browser is idle, receives the logged-in user, and opens on request.
 * Without one (the default), `openChat()` opens the built-in contact form.
 */
export function ChatWidget() {
  const config = usePublicConfig();
  const nonce = useNonce();
  const [formOpen, setFormOpen] = useState(false);
  const [formLoaded, setFormLoaded] = useState(false);
  const adapter = useRef<Promise<ChatAdapter> | null>(null);
  const lastUser = useRef<ChatUser | null | undefined>(undefined);
  const chat = config?.chat;

  useEffect(() => {
    if (!chat || chat.provider === "none") {
      return onOpenChat(() => {
        setFormLoaded(true);
        setFormOpen(true);
      });
    }
    const provider = chat.provider;
    const load = () => {
      adapter.current ??= (async () => {
        // The adapters and the script loader come with the first load: no page pays for them
        // before a visitor interacts or the browser is idle, and none without a provider.
        const [{ chatAdapters }, { loadExternalScript }] = await Promise.all([
          import("./chat-providers"),
          import("../../lib/load-external-script"),
        ]);
        const created = chatAdapters[provider](chat.token);
        await loadExternalScript(chat.scriptUrl, nonce?.script);
        if (lastUser.current !== undefined) created.setUser(lastUser.current);
        return created;
      })();
      return adapter.current;
    };
    const events = ["pointerdown", "keydown", "scroll"] as const;
    const onFirstInteraction = () => void load().catch((error) => console.error(error));
    for (const event of events) window.addEventListener(event, onFirstInteraction, { once: true, passive: true });
    // Safari has no requestIdleCallback: a timer stands in for "when the browser is idle".
    const idleWindow = window as Window & { requestIdleCallback?: Window["requestIdleCallback"] };
    const hasIdle = typeof idleWindow.requestIdleCallback === "function";
    const idle = hasIdle
      ? window.requestIdleCallback(onFirstInteraction, { timeout: IDLE_FALLBACK_MS })
      : window.setTimeout(onFirstInteraction, IDLE_FALLBACK_MS);
    const offOpen = onOpenChat(
      () =>
        void load().then(
          (ready) => ready.open(),
          (error) => console.error(error),
        ),
    );
    const offUser = onChatUser((user) => {
      lastUser.current = user;
      void adapter.current?.then((ready) => ready.setUser(user));
    });
    return () => {
      for (const event of events) window.removeEventListener(event, onFirstInteraction);
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      offOpen();
      offUser();
    };
  }, [chat, nonce?.script]);

  if (!formLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ContactFormDialog opened={formOpen} onClose={() => setFormOpen(false)} />
    </Suspense>
  );
}
