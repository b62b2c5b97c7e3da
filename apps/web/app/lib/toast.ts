import type { NotificationData } from "@mantine/notifications";

const needListeners = new Set<() => void>();
let needed = false;

/** Whether a toast has been asked for on this page (the renderer is mounted from then on). */
export const isToasterNeeded = () => needed;

/** The toaster subscribes: called once, when the first toast is asked for. */
export function onToasterNeeded(listener: () => void): () => void {
  needListeners.add(listener);
  return () => needListeners.delete(listener);
}

/**
 * Shows a toast. Mantine's notifications (and the renderer that shows them) load with the
 * first toast instead of on every page: most visits never raise one.
 */
export function showToast(data: NotificationData): void {
  if (!needed) {
    needed = true;
    for (const listener of needListeners) listener();
  }
  void import("@mantine/notifications").then(({ notifications }) => notifications.show(data));
}
