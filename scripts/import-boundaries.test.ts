import path from "node:path";
import { describe, expect, it } from "vitest";
import { findViolations, readSources, type SourceFile } from "./import-boundaries.ts";

const tree = readSources(path.resolve(import.meta.dirname, ".."));

/** The real tree with one more file planted in it. */
const planted = (file: SourceFile) => findViolations([...tree, file]);

describe("import boundaries", () => {
  it("hold across the repository", () => {
    expect(tree.length).toBeGreaterThan(200);
    expect(findViolations(tree)).toEqual([]);
  });

  it("catch a module reading another module's repository", () => {
    const violations = planted({
      path: "apps/server/src/modules/orders/planted.service.ts",
      source: 'import { listRegionsWithStock } from "../static-regions/static-regions.repository.ts";\n',
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

  it("catch a feature importing another feature, including lazily", () => {
    const violations = planted({
      path: "apps/web/app/features/home/planted.tsx",
      source: 'const panel = () => import("../static-isp/components/static-panel");\n',
    });
    expect(violations).toEqual([expect.objectContaining({ rule: "feature home does not import feature static-isp" })]);
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
