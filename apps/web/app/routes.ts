import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("residential", "routes/residential.tsx"),
    route("staticisp", "routes/static-isp.tsx"),
    route("staticisp/:regionFile", "routes/static-isp-region.tsx"),
    route("payment", "routes/payment.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  ...prefix("ucenter", [
    layout("routes/ucenter-layout.tsx", [
      route("residential", "routes/ucenter-residential.tsx"),
      route("staticisp", "routes/ucenter-static-isp.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
