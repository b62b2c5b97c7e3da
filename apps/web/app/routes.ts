import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("residential", "routes/residential.tsx"),
    route("cases/:name", "routes/use-case.tsx"),
    route("faq", "routes/faq-list.tsx"),
    route("faq/:file", "routes/faq-article.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("payment", "routes/payment.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  ...prefix("ucenter", [layout("routes/ucenter-layout.tsx", [route("residential", "routes/ucenter-residential.tsx")])]),
] satisfies RouteConfig;
