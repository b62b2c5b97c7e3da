import path from "node:path";
import { describe, expect, it } from "vitest";
import { findViolations, readSources, type SourceFile } from "./import-boundaries.ts";

const tree = readSources(path.resolve(import.meta.dirname, ".."));

/** The real tree with one more file planted in it. */
const planted = (file: SourceFile) => findViolations([...tree, file]);

/** The violations of one planted server file: those it causes, whatever else is in progress. */
const plantedServer = (file: SourceFile) => planted(file).filter((violation) => violation.file === file.path);

/** What planting these files adds to the tree's own violations (if it has any while work is in progress). */
const plantedWeb = (...files: SourceFile[]) => {
  const known = new Set(findViolations(tree).map((violation) => JSON.stringify(violation)));
  return findViolations([...tree, ...files]).filter((violation) => !known.has(JSON.stringify(violation)));
};

describe("import boundaries", () => {
  it("hold across the repository", () => {
    expect(tree.length).toBeGreaterThan(200);
    expect(findViolations(tree)).toEqual([]);
  });

  it("catch a module reading another module's repository", () => {
    const violations = planted({
      path: "apps/server/src/modules/orders/planted.service.ts",
      source: 'import { listRegionsWithStock } from "../static-inventory/static-inventory.repository.ts";\n',
    });
    expect(violations).toEqual([
      expect.objectContaining({ file: "apps/server/src/modules/orders/planted.service.ts" }),
    ]);
    expect(violations[0]?.rule).toMatch(/repository/);
  });

  it("catch server code outside the modules reading a repository, and a module's non-service files", () => {
    expect(
      planted({
        path: "apps/server/src/planted.ts",
        source: 'import { findUserById } from "./modules/accounts/accounts.repository.ts";\n',
      }),
    ).toHaveLength(1);
    expect(
      planted({
        path: "apps/server/src/modules/seo/planted.ts",
        source: 'import { presentArticle } from "../help-centre/help-centre.presenter.ts";\n',
      }),
    ).toHaveLength(1);
    expect(
      planted({
        path: "apps/server/src/modules/seo/planted.ts",
        source: 'import { articlePages } from "../help-centre/help-centre.service.ts";\n',
      }),
    ).toEqual([]);
  });

  it("keep a module's tables its own: another module, or code outside the modules, imports them only through db/schema's gathering, and a table may reference another's (a foreign key)", () => {
    expect(
      plantedServer({
        path: "apps/server/src/modules/invoices/planted.service.ts",
        source: 'import { orders } from "../orders/orders.tables.ts";\n',
      }),
    ).toEqual([
      expect.objectContaining({ rule: "module invoices does not import the tables of module orders; use its service" }),
    ]);
    expect(
      plantedServer({
        path: "apps/server/src/planted.ts",
        source: 'import { users } from "./modules/accounts/accounts.tables.ts";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: expect.stringMatching(/imported only by it and db\/schema/) })]);
    expect(
      plantedServer({
        path: "apps/server/src/modules/invoices/planted.service.ts",
        source: 'import { orders } from "../../db/schema/index.ts";\n',
      }),
    ).toEqual([
      expect.objectContaining({ rule: expect.stringMatching(/own tables \(invoices\.tables\.ts\), never db\/schema/) }),
    ]);
    expect(
      plantedServer({
        path: "apps/server/src/modules/invoices/invoices.tables.ts",
        source: 'import { orders } from "../orders/orders.tables.ts";\n',
      }),
    ).toEqual([]);
  });

  it("let a repository import only its own module's tables", () => {
    expect(
      plantedServer({
        path: "apps/server/src/modules/wallet/planted.repository.ts",
        source: 'import { orders } from "../orders/orders.tables.ts";\n',
      }),
    ).toEqual([
      expect.objectContaining({ rule: "a repository reads only its own module's tables, not those of module orders" }),
    ]);
    expect(
      plantedServer({
        path: "apps/server/src/modules/wallet/planted.repository.ts",
        source: 'import { ledgerTransfers } from "./wallet.tables.ts";\n',
      }),
    ).toEqual([]);
  });

  it("keep plugins/, admin/ and jobs/ on the modules' services: no repository, tables or db/schema", () => {
    expect(
      plantedServer({
        path: "apps/server/src/plugins/planted.ts",
        source: 'import { findLiveSession } from "../modules/accounts/accounts.repository.ts";\n',
      }),
    ).toEqual([
      expect.objectContaining({
        rule: "plugins/ code goes through the service of module accounts, never its repository",
      }),
    ]);
    expect(
      plantedServer({
        path: "apps/server/src/admin/planted.ts",
        source: 'import { coupons } from "../modules/coupons/coupons.tables.ts";\n',
      }),
    ).toEqual([
      expect.objectContaining({ rule: "admin/ code goes through the service of module coupons, never its tables" }),
    ]);
    expect(
      plantedServer({
        path: "apps/server/src/jobs/planted.job.ts",
        source: 'import { staticIps } from "../db/schema/index.ts";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "jobs/ code goes through the modules' services, never db/schema" })]);
    expect(
      plantedServer({
        path: "apps/server/src/jobs/planted.job.ts",
        source: 'import { releaseExpiredIps } from "../modules/orders/orders.service.ts";\n',
      }),
    ).toEqual([]);
  });

  it("let modules exchange plain types, never another module's rows, and keep tables out of a plain types file", () => {
    expect(
      plantedServer({
        path: "apps/server/src/modules/payments/planted.ts",
        source: 'import { lockOrderNo, type OrderRow } from "../orders/orders.service.ts";\n',
      }),
    ).toEqual([
      expect.objectContaining({ rule: "modules exchange plain types, never the rows of module orders (OrderRow)" }),
    ]);
    expect(
      plantedServer({
        path: "apps/server/src/plugins/auth/planted.ts",
        source: 'export type { UserRow as Account } from "../../modules/accounts/customer.service.ts";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: expect.stringMatching(/rows of module accounts \(UserRow\)/) })]);
    expect(
      plantedServer({
        path: "apps/server/src/modules/orders/planted.types.ts",
        source: 'import type { OrderRow } from "./orders.tables.ts";\nexport type Order = OrderRow;\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "a plain types file imports no tables: its types are written out" })]);
    expect(
      plantedServer({
        path: "apps/server/src/modules/payments/planted.ts",
        source:
          'import type { Order } from "../orders/orders.types.ts";\nimport { presentOrderRow } from "../orders/orders.service.ts";\n',
      }),
    ).toEqual([]);
  });

  it("catch a feature importing another feature, including lazily and across audiences", () => {
    expect(
      plantedWeb({
        path: "apps/web/app/public/features/home/planted.tsx",
        source: 'const panel = () => import("../static-isp/components/static-panel");\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "feature home does not import feature static-isp" })]);
    expect(
      plantedWeb({
        path: "apps/web/app/account/features/wallet/planted.tsx",
        source: 'import { StaticPanel } from "../../../public/features/static-isp/components/static-panel";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "feature wallet does not import feature static-isp" })]);
  });

  it("let public code reach account code only through import(), and console code never", () => {
    expect(
      plantedWeb({
        path: "apps/web/app/public/routes/planted.tsx",
        source: 'import { rechargePaymentPath } from "../../account/features/wallet/recharge-path";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: expect.stringMatching(/^public code reaches account code only/) })]);
    expect(
      plantedWeb({
        path: "apps/web/app/public/routes/planted.tsx",
        source: 'const view = () => import("../../account/features/payment/components/payment-overlay-loader");\n',
      }),
    ).toEqual([]);
    expect(
      plantedWeb({
        path: "apps/web/app/public/components/planted.tsx",
        source: 'const staff = () => import("../../console/planted-page");\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "public/ code does not import console/ code" })]);
  });

  it("keep account and console code apart, while the user centre may show the public panels", () => {
    expect(
      plantedWeb({
        path: "apps/web/app/account/routes/planted.tsx",
        source: 'import { StaffPage } from "../../console/routes/staff";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "account/ code does not import console/ code" })]);
    expect(
      plantedWeb({
        path: "apps/web/app/console/routes/planted.tsx",
        source: 'import { ListPager } from "../../account/components/list-pager/list-pager";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "console/ code does not import account/ code" })]);
    expect(
      plantedWeb({
        path: "apps/web/app/account/routes/planted.tsx",
        source: 'import { StaticPanel } from "../../public/features/static-isp/components/static-panel";\n',
      }),
    ).toEqual([]);
  });

  it("catch shared code importing an audience's code", () => {
    expect(
      plantedWeb({
        path: "apps/web/app/components/planted.tsx",
        source: 'import { HomePage } from "../public/features/home/components/home-page";\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "shared components/ code does not import public/ code" })]);
    expect(
      plantedWeb({
        path: "apps/web/app/lib/planted.ts",
        source: 'const shell = () => import("../account/components/layout/ucenter-shell");\n',
      }),
    ).toEqual([expect.objectContaining({ rule: "shared lib/ code does not import account/ code" })]);
  });

  it("keep TanStack Query out of what the public pages import statically", () => {
    const helper = {
      path: "apps/web/app/lib/planted-query.ts",
      source: 'import { useQuery } from "@tanstack/react-query";\nexport const use = useQuery;\n',
    };
    // Shared code may use it, as long as no public page reaches it…
    expect(plantedWeb(helper)).toEqual([]);
    // …through a chain of static imports from a public route,
    expect(
      plantedWeb(
        helper,
        {
          path: "apps/web/app/components/planted-widget.tsx",
          source: 'import { use } from "../lib/planted-query";\n',
        },
        {
          path: "apps/web/app/public/routes/planted.tsx",
          source: 'import { Widget } from "../../components/planted-widget";\n',
        },
      ),
    ).toEqual([
      expect.objectContaining({
        file: "apps/web/app/lib/planted-query.ts",
        rule: "TanStack Query stays out of the public pages' JS (reached from public/routes/planted.tsx)",
      }),
    ]);
    // …while a lazy import() is loaded on demand and ends the walk.
    expect(
      plantedWeb(helper, {
        path: "apps/web/app/public/routes/planted.tsx",
        source: 'const later = () => import("../../lib/planted-query");\n',
      }),
    ).toEqual([]);
  });

  it("catch web code importing server code", () => {
    expect(
      planted({
        path: "apps/web/app/lib/planted.ts",
        source: 'import { buildApp } from "../../../server/src/app.ts";\n',
      }),
    ).toHaveLength(1);
    expect(
      planted({ path: "apps/web/app/lib/planted.ts", source: 'import { eq } from "drizzle-orm";\n' }),
    ).toHaveLength(1);
  });

  it("keep zod out of the contracts' zod-free entry", () => {
    const violations = planted({
      path: "packages/contracts/src/orders/orders.codes.ts",
      source: 'import { z } from "zod";\nexport const PayStatusSchema = z.number();\n',
    });
    expect(violations).toEqual([expect.objectContaining({ rule: "contracts/codes stays free of zod" })]);
  });
});
