import { redirect } from "react-router";

/** Until the home page exists, the front door is residential pricing. */
export function loader() {
  return redirect("/residential/");
}
