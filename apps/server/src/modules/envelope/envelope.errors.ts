import { EnvelopeError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why the envelope refused a request: all 400s with a stable code (ADR 012). */
export const envelopeErrors = defineErrors({
  required: {
    code: EnvelopeError.envelope_required,
    en: "This server only takes encrypted requests; send the x-session-key header and a sealed body or query.",
    "zh-CN": "此服务器只接受加密请求，请携带 x-session-key 请求头并加密请求体或查询参数。",
  },
  headerInvalid: {
    code: EnvelopeError.envelope_header_invalid,
    en: "The session key header could not be read.",
    "zh-CN": "无法读取会话密钥请求头。",
  },
  keyUnknown: {
    code: EnvelopeError.envelope_key_unknown,
    en: "The session key was wrapped with a key this server no longer has; fetch the public key again.",
    "zh-CN": "会话密钥使用的公钥已失效，请重新获取公钥。",
  },
  invalid: {
    code: EnvelopeError.envelope_invalid,
    en: "The encrypted request could not be opened.",
    "zh-CN": "无法解密该请求。",
  },
  expired: {
    code: EnvelopeError.envelope_expired,
    en: "The encrypted request is too old (or dated in the future); check the device clock and try again.",
    "zh-CN": "加密请求已过期（或时间超前），请检查设备时间后重试。",
  },
  replayed: {
    code: EnvelopeError.envelope_replayed,
    en: "This encrypted request was already received.",
    "zh-CN": "该加密请求已被接收过。",
  },
});
