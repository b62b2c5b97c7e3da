/**
 * The hydration scripts start once the page is on screen (ADR 441). The server writes React
 * Router's module preloads and its module script in an inert form, and puts this script first in
 * the head (`scripts-after-first-frame.ts`, on the server only: the browser's bundle does not carry
 * it); it turns them back once the first frame with content is on screen:
 * - each preload gets its `rel` back, and the browser fetches it;
 * - the module script is inserted again as a new element, which runs it (a script element the
 *   parser has passed does not run when its `type` changes), and the held one gets its `type`
 *   back so that hydration finds the markup React rendered.
 *
 * "On screen" is the browser's first-contentful-paint entry, reported once the frame is presented
 * (after the main thread has drawn it). A browser without paint timing starts them right after
 * the first frame; one that has it but reports nothing a second after the first frame starts
 * them then. A tab opened in the background draws no frame, so its scripts start once it is shown.
 * Should the module script not be parsed yet (a long streamed document), it starts when it is.
 */
export const HELD_PRELOAD_REL = "modulepreload-after-first-frame";
export const HELD_MODULE_TYPE = "module-after-first-frame";

export const START_SCRIPTS_AFTER_FIRST_FRAME = `(() => {
  let started = false;
  const start = () => {
    started = true;
    for (const link of document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]')) link.rel = "modulepreload";
    const held = document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]');
    if (held.length === 0 && document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", start, { once: true });
      return;
    }
    for (const script of held) {
      const run = document.createElement("script");
      run.type = "module";
      run.nonce = script.nonce;
      run.textContent = script.textContent;
      script.type = "module";
      document.head.append(run);
    }
  };
  const startOnce = () => started || start();
  const reportsPaint = typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (reportsPaint) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: "paint", buffered: true });
  }
  requestAnimationFrame(() => setTimeout(startOnce, reportsPaint ? 1000 : 0));
})();`;
