/** What signing in and out call, loaded only then so public pages start without the schemas. */
export { endCustomerView, logout, memberInfo } from "@portico/contracts";
export { browserCall } from "../api/browser-call";
