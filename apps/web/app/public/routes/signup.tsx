import { countries } from "@portico/contracts";
import { serverCaller } from "../../lib/api/server-call";
import type { RouteHandle } from "../../lib/route-handle";
import { SignupForm } from "../features/auth/components/signup-form";
import type { Route } from "./+types/signup";

export const handle: RouteHandle = { titleKey: "auth:meta.signup" };

/** The country list renders with the page: no call, and no schemas, in the visitor's browser. */
export async function loader({ context }: Route.LoaderArgs) {
  return { countries: await serverCaller(context)(countries, { level: 1 }).catch(() => []) };
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  return <SignupForm countries={loaderData.countries} />;
}
