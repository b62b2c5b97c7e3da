import { type RefObject, useEffect } from "react";
import { openChat } from "../../../lib/chat/chat-bus";

/** Opens the chat the first time the element scrolls into view, and never again on this page. */
export function useOpenChatOnceInView(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          openChat();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
