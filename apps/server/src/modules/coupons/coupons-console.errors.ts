import { CouponConsoleError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console's coupon failures, in both languages. */
export const couponConsoleErrors = defineErrors({
  notFound: {
    code: CouponConsoleError.coupon_not_found,
    en: "No such coupon.",
    "zh-CN": "该优惠券不存在。",
  },
  codeTaken: {
    code: CouponConsoleError.coupon_code_taken,
    en: "A coupon with the code {code} exists already.",
    "zh-CN": "优惠码 {code} 已存在。",
  },
  discountLocked: {
    code: CouponConsoleError.coupon_discount_locked,
    en: "This coupon has been used: its discount and minimum can no longer change.",
    "zh-CN": "该优惠券已被使用，折扣和最低金额不可再修改。",
  },
  windowInvalid: {
    code: CouponConsoleError.coupon_window_invalid,
    en: "The end of the validity period must be after its start.",
    "zh-CN": "有效期的结束时间必须晚于开始时间。",
  },
  limitBelowUses: {
    code: CouponConsoleError.coupon_limit_below_uses,
    en: "The total limit cannot be below the {uses} uses already taken.",
    "zh-CN": "总次数上限不能低于已使用的 {uses} 次。",
  },
  productUnknown: {
    code: CouponConsoleError.coupon_product_unknown,
    en: "No such plan or region in the catalogue: {ids}.",
    "zh-CN": "目录中没有这些套餐或地区：{ids}。",
  },
});
