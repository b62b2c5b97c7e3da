/** What the static panel calls from the browser, loaded on demand so a visitor's first load has no schemas. */
export { memberAuthorities, staticRegions } from "@portico/contracts";
export { browserCall } from "../../../lib/api/browser-call";
