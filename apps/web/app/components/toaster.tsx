import { useMounted } from "@mantine/hooks";
import { lazy, Suspense } from "react";

// Toasts only ever follow a user action, so their renderer loads after hydration.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

export function Toaster() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  ) : null;
}
