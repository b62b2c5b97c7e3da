import { ProxyNetworkError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console's edits of the generator's tables: what they refuse, in both languages. */
export const proxyNetworkErrors = defineErrors({
  hostExists: {
    code: ProxyNetworkError.proxy_host_exists,
    en: "A gateway host {address}:{port} exists already.",
    "zh-CN": "网关主机 {address}:{port} 已存在。",
  },
  hostNotFound: {
    code: ProxyNetworkError.proxy_host_not_found,
    en: "No gateway host has the id {id}.",
    "zh-CN": "没有编号为 {id} 的网关主机。",
  },
  countryExists: {
    code: ProxyNetworkError.proxy_country_exists,
    en: "The country {code} is listed already.",
    "zh-CN": "国家 {code} 已在列表中。",
  },
  countryNotFound: {
    code: ProxyNetworkError.proxy_country_not_found,
    en: "No proxy country has the code {code}.",
    "zh-CN": "没有代码为 {code} 的代理国家。",
  },
  countryHasStates: {
    code: ProxyNetworkError.proxy_country_has_states,
    en: "The country {code} still has {states} states: remove them first, or turn the country off.",
    "zh-CN": "国家 {code} 仍有 {states} 个州/省：请先删除它们，或将该国家停用。",
  },
  stateExists: {
    code: ProxyNetworkError.proxy_state_exists,
    en: "The country {code} has the state {state} already.",
    "zh-CN": "国家 {code} 已有州/省 {state}。",
  },
  stateNotFound: {
    code: ProxyNetworkError.proxy_state_not_found,
    en: "No proxy state has the id {id}.",
    "zh-CN": "没有编号为 {id} 的州/省。",
  },
});
