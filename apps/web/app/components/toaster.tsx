import { lazy, Suspense, useEffect, useState } from "react";
import { isToasterNeeded, onToasterNeeded } from "../lib/toast";

// The renderer loads with the first toast (lib/toast.ts): a toast raised before it has mounted
// waits in Mantine's store and shows as soon as it does.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (isToasterNeeded()) setNeeded(true);
    return onToasterNeeded(() => setNeeded(true));
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  ) : null;
}
