import type { ChatProvider } from "@portico/contracts";
import type { ChatUser } from "../../lib/chat/chat-bus";

/** What Portico needs from a third-party chat widget once its script is on the page. */
export type ChatAdapter = {
  open(): void;
  setUser(user: ChatUser | null): void;
};

type WidgetWindow = Window & {
  $crisp?: unknown[][];
  CRISP_WEBSITE_ID?: string;
  CRISP_TOKEN_ID?: string;
  Tawk_API?: {
    maximize?: () => void;
    setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
    logout?: (callback?: () => void) => void;
  };
};

const win = () => window as WidgetWindow;

/**
 * Adapters for the widgets we know, and a generic one for any script that listens to the
 * chat bus itself. Each prepares the globals its widget reads before the script loads.
 */
export const chatAdapters: Record<Exclude<ChatProvider, "none">, (token: string) => ChatAdapter> = {
  crisp: (token) => {
    win().$crisp = win().$crisp ?? [];
    win().CRISP_WEBSITE_ID = token;
    return {
      open: () => win().$crisp?.push(["do", "chat:open"]),
      setUser: (user) => {
        if (user) {
          win().$crisp?.push(["set", "user:email", [user.email]]);
          win().$crisp?.push(["set", "user:nickname", [user.username]]);
        } else {
          win().$crisp?.push(["do", "session:reset"]);
        }
      },
    };
  },
  tawk: () => {
    win().Tawk_API = win().Tawk_API ?? {};
    return {
      open: () => win().Tawk_API?.maximize?.(),
      setUser: (user) => {
        if (user) win().Tawk_API?.setAttributes?.({ name: user.username, email: user.email, id: user.uid });
        else win().Tawk_API?.logout?.();
      },
    };
  },
  script: () => ({
    open: () => window.dispatchEvent(new CustomEvent("portico:chat-widget-open")),
    setUser: (user) => window.dispatchEvent(new CustomEvent("portico:chat-widget-user", { detail: user })),
  }),
};
