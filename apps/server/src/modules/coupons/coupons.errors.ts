import { CheckoutError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why a coupon does not apply (spec 01 §8 Checkout: enterCouponCode, invalidCoupon). */
export const couponErrors = defineErrors({
  required: {
    code: CheckoutError.coupon_required,
    en: "please enter coupon code!",
    "zh-CN": "请输入优惠码！",
  },
  invalid: {
    code: CheckoutError.coupon_invalid,
    en: "invalid coupon",
    "zh-CN": "优惠码无效",
  },
  outsideWindow: {
    code: CheckoutError.coupon_invalid,
    en: "invalid coupon: this coupon is not valid at this time",
    "zh-CN": "优惠码无效：当前不在有效期内",
  },
  belowMinimum: {
    code: CheckoutError.coupon_invalid,
    en: "invalid coupon: it applies to orders of {minimum} or more",
    "zh-CN": "优惠码无效：订单满 {minimum} 才可使用",
  },
  usedUp: {
    code: CheckoutError.coupon_invalid,
    en: "invalid coupon: it has been used up",
    "zh-CN": "优惠码无效：已被领完",
  },
  customerLimit: {
    code: CheckoutError.coupon_invalid,
    en: "invalid coupon: you have already used it",
    "zh-CN": "优惠码无效：您已使用过该优惠码",
  },
  notForProducts: {
    code: CheckoutError.coupon_invalid,
    en: "invalid coupon: it does not apply to this order's plan or regions",
    "zh-CN": "优惠码无效：不适用于本订单的套餐或地区",
  },
  notForTopUp: {
    code: CheckoutError.coupon_invalid,
    en: "invalid coupon: coupons do not apply to top-ups",
    "zh-CN": "优惠码无效：充值不可使用优惠码",
  },
});
