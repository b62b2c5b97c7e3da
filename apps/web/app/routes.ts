import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { PUBLIC_LAYOUT_ROUTE_ID } from "./lib/route-ids";

// Each route's id is its module's file name, not its path: ids stay put when a module moves between
// the audience folders (the header reads the public layout's loader data by its id), and the route
// manifest every page loads stays short.
const visitors = (path: string, name: string) => route(path, `public/routes/${name}.tsx`, { id: name });
const customers = (path: string, name: string) => route(path, `account/routes/${name}.tsx`, { id: name });
const staff = (path: string, name: string) => route(path, `console/routes/${name}.tsx`, { id: name });

export default [
  layout("public/routes/public-layout.tsx", { id: PUBLIC_LAYOUT_ROUTE_ID }, [
    index("public/routes/home.tsx", { id: "home" }),
    visitors("residential", "residential"),
    visitors("staticisp", "static-isp"),
    visitors("staticisp/:regionFile", "static-isp-region"),
    visitors("cases/:name", "use-case"),
    visitors("faq", "faq-list"),
    visitors("faq/:file", "faq-article"),
    visitors("privacy", "privacy"),
    visitors("terms", "terms"),
    customers("payment", "payment"),
    visitors("*", "not-found"),
  ]),
  layout("public/routes/auth-layout.tsx", { id: "auth-layout" }, [
    visitors("login", "login"),
    visitors("signup", "signup"),
    visitors("findpassword", "findpassword"),
    visitors("resetpassword", "resetpassword"),
  ]),
  ...prefix("ucenter", [
    layout("account/routes/ucenter-layout.tsx", { id: "ucenter-layout" }, [
      customers("info", "ucenter-info"),
      customers("residential", "ucenter-residential"),
      customers("residential/orders", "ucenter-residential-orders"),
      customers("use_proxy", "ucenter-use-proxy"),
      customers("staticisp", "ucenter-static-isp"),
      customers("staticisp/orders", "ucenter-static-orders"),
      customers("staticisp/ips", "ucenter-static-ips"),
      customers("wallet", "ucenter-wallet"),
      customers("wallet/deposit", "ucenter-wallet-deposit"),
      customers("wallet/usage", "ucenter-wallet-usage"),
      customers("api-keys", "ucenter-api-keys"),
      customers("sdk", "ucenter-sdk"),
      // Last: every other /ucenter/ address gets the guard and the localised 404.
      customers("*", "ucenter-not-found"),
    ]),
  ]),
  // The operator console (ADR 420): its sign-in pages, then the screens behind the staff session.
  ...prefix("console", [
    layout("console/routes/console-auth-layout.tsx", { id: "console-auth-layout" }, [
      staff("login", "console-login"),
      staff("invite", "console-invite"),
    ]),
    layout("console/routes/console-layout.tsx", { id: "console-layout" }, [
      index("console/routes/console-home.tsx", { id: "console-home" }),
      staff("staff", "console-staff"),
      staff("customers", "console-customers"),
      staff("customers/:id", "console-customer"),
      staff("orders", "console-orders"),
      staff("orders/:orderNo", "console-order"),
      staff("coupons", "console-coupons"),
      staff("content/faq", "console-content-faq"),
      staff("content/legal", "console-content-legal"),
      staff("content/notices", "console-content-notices"),
      staff("catalogue/plans", "console-catalogue-plans"),
      staff("catalogue/static", "console-catalogue-static"),
      staff("inventory", "console-inventory"),
      staff("inventory/import", "console-inventory-import"),
      staff("proxy-network", "console-proxy-network"),
      staff("audit", "console-audit"),
      staff("*", "console-not-found"),
    ]),
  ]),
] satisfies RouteConfig;
