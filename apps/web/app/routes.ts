import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { PUBLIC_LAYOUT_ROUTE_ID } from "./lib/route-ids";

export default [
  // Its id is named (not derived from the file's path): the header reads its loader data by it
  // (components/header/use-price-overview.ts, lib/use-help-categories.ts).
  layout("public/routes/public-layout.tsx", { id: PUBLIC_LAYOUT_ROUTE_ID }, [
    index("public/routes/home.tsx"),
    route("residential", "public/routes/residential.tsx"),
    route("staticisp", "public/routes/static-isp.tsx"),
    route("staticisp/:regionFile", "public/routes/static-isp-region.tsx"),
    route("cases/:name", "public/routes/use-case.tsx"),
    route("faq", "public/routes/faq-list.tsx"),
    route("faq/:file", "public/routes/faq-article.tsx"),
    route("privacy", "public/routes/privacy.tsx"),
    route("terms", "public/routes/terms.tsx"),
    route("payment", "account/routes/payment.tsx"),
    route("*", "public/routes/not-found.tsx"),
  ]),
  layout("public/routes/auth-layout.tsx", [
    route("login", "public/routes/login.tsx"),
    route("signup", "public/routes/signup.tsx"),
    route("findpassword", "public/routes/findpassword.tsx"),
    route("resetpassword", "public/routes/resetpassword.tsx"),
  ]),
  ...prefix("ucenter", [
    layout("account/routes/ucenter-layout.tsx", [
      route("info", "account/routes/ucenter-info.tsx"),
      route("residential", "account/routes/ucenter-residential.tsx"),
      route("residential/orders", "account/routes/ucenter-residential-orders.tsx"),
      route("staticisp", "account/routes/ucenter-static-isp.tsx"),
      route("staticisp/orders", "account/routes/ucenter-static-orders.tsx"),
      route("wallet", "account/routes/ucenter-wallet.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
