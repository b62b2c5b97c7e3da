import type { PublicNotice } from "@portico/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNonce } from "../../lib/nonce";
import { StorageKey } from "../../lib/storage-keys";

/** How a notice is remembered as dismissed: by id and version, so an edited notice shows again. */
export const noticeKey = (notice: Pick<PublicNotice, "id" | "version">) => `${notice.id}:${notice.version}`;

/** The most dismissals kept; older ones are for notices long gone. */
const KEPT_DISMISSALS = 50;

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(StorageKey.dismissedNotices) ?? "[]");
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/**
 * Runs where the bar is parsed, before the first paint: a notice the visitor dismissed before is
 * hidden then, so a returning visitor never sees it appear and vanish (no layout shift). The same
 * storage key and format as `readDismissed`. Only the server writes it (the browser's build drops
 * the text: hydration keeps the element as it is, and a script React inserts never runs).
 */
const HIDE_DISMISSED = import.meta.env.SSR
  ? `(function(){try{var d=JSON.parse(localStorage.getItem(${JSON.stringify(
      StorageKey.dismissedNotices,
    )})||"[]");document.querySelectorAll("[data-notice-key]").forEach(function(e){if(d.indexOf(e.getAttribute("data-notice-key"))>=0)e.hidden=true})}catch(e){}})()`
  : "";

/** The bar's own words, in the language of the notices it shows (the `notices` texts of `shell`). */
export type NoticeLabels = { label: string; info: string; warning: string; more: string; dismiss: string };

/**
 * A row per notice: its level's mark and word, the message, its link, and (unless `onDismiss` is
 * left out, as in the console's preview) a close button. The marks are CSS (site-notices.css): no
 * icon components in every public page's script.
 */
export function NoticeBar({
  notices,
  labels,
  dismissed = [],
  onDismiss,
}: {
  notices: readonly PublicNotice[];
  labels: NoticeLabels;
  dismissed?: readonly string[];
  onDismiss?: (notice: PublicNotice) => void;
}) {
  return (
    <>
      {notices.map((notice) => {
        const key = noticeKey(notice);
        return (
          <div
            key={key}
            className="site-notice"
            data-level={notice.level}
            data-notice-key={key}
            hidden={dismissed.includes(key) || undefined}
            data-testid={`site-notice-${notice.id}`}
          >
            <div className="site-notice-inner">
              <p className="site-notice-text">
                <span className="site-notice-label">{notice.level === "warning" ? labels.warning : labels.info}</span>
                {notice.message}
                {notice.link ? (
                  <>
                    {" "}
                    <a className="site-notice-link" href={notice.link}>
                      {labels.more}
                    </a>
                  </>
                ) : null}
              </p>
              {onDismiss ? (
                <button
                  type="button"
                  className="site-notice-close"
                  aria-label={labels.dismiss}
                  onClick={() => onDismiss(notice)}
                >
                  <span aria-hidden>×</span>
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
    </>
  );
}

/**
 * The site notices above the public pages' header (issue #25, item 5), rendered by the server in
 * the page's language. A dismissed one is remembered in local storage by id and version; the
 * inline script hides those before the first paint, and the state takes over once hydrated.
 */
export function SiteNotices({ notices }: { notices: readonly PublicNotice[] }) {
  const { t } = useTranslation("shell");
  const labels: NoticeLabels = {
    label: t("notices.label"),
    info: t("notices.info"),
    warning: t("notices.warning"),
    more: t("notices.more"),
    dismiss: t("notices.dismiss"),
  };
  const nonce = useNonce();
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  useEffect(() => setDismissed(readDismissed()), []);

  if (notices.length === 0) return null;
  const dismiss = (notice: PublicNotice) => {
    const next = [...readDismissed().filter((key) => key !== noticeKey(notice)), noticeKey(notice)].slice(
      -KEPT_DISMISSALS,
    );
    try {
      window.localStorage.setItem(StorageKey.dismissedNotices, JSON.stringify(next));
    } catch {
      // Storage full or refused: the notice is hidden for this page's life only.
    }
    setDismissed(next);
  };

  return (
    <section aria-label={labels.label}>
      <NoticeBar notices={notices} labels={labels} dismissed={dismissed} onDismiss={dismiss} />
      <script
        nonce={nonce?.script}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no data in it
        dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED }}
      />
    </section>
  );
}
