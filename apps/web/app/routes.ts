import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("residential", "routes/residential.tsx"),
    route("staticisp", "routes/static-isp.tsx"),
    route("staticisp/:regionFile", "routes/static-isp-region.tsx"),
    route("cases/:name", "routes/use-case.tsx"),
    route("faq", "routes/faq-list.tsx"),
    route("faq/:file", "routes/faq-article.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("payment", "routes/payment.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/auth-layout.tsx", [
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("findpassword", "routes/findpassword.tsx"),
    route("resetpassword", "routes/resetpassword.tsx"),
  ]),
  ...prefix("ucenter", [
    layout("routes/ucenter-layout.tsx", [
      route("info", "routes/ucenter-info.tsx"),
      route("residential", "routes/ucenter-residential.tsx"),
      route("residential/orders", "routes/ucenter-residential-orders.tsx"),
      route("staticisp", "routes/ucenter-static-isp.tsx"),
      route("staticisp/orders", "routes/ucenter-static-orders.tsx"),
      route("wallet", "routes/ucenter-wallet.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
