import {
  exportStaticIps,
  memberTags,
  staticIpAccounts,
  staticIpList,
  staticIpOrderAccounts,
  tagStaticIps,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { ipListWorkbook } from "./ip-export.ts";
import { accountLines, listOwnedIps, selectedRowsWithAccounts } from "./ip-list.service.ts";
import { tagOwnedIps, tagsOf } from "./ip-tags.service.ts";

/** The static IP manager's calls (spec 02 §7, ADR 412): list, export, copy, tag, and the tag list. */
export default async function staticIpsRoutes(app: FastifyInstance, options: { db: Db; now: () => Date }) {
  const { db, now } = options;
  registerEndpoint(app, staticIpList, async ({ input, principal, language }) =>
    listOwnedIps(db, principal.accountId, input, language, now()),
  );
  registerEndpoint(app, exportStaticIps, async ({ input, principal, language }) => {
    const sort = { field: input.sortField, order: input.sortOrder };
    const rows = await selectedRowsWithAccounts(db, principal.accountId, input, sort, language, now());
    const file = await ipListWorkbook(rows, language);
    return {
      filename: file.filename,
      content_type: file.content_type,
      content_base64: file.bytes.toString("base64"),
      rows: rows.length,
    };
  });
  registerEndpoint(app, staticIpOrderAccounts, async ({ input, principal }) => ({
    accounts: await accountLines(db, principal.accountId, input, now()),
  }));
  registerEndpoint(app, staticIpAccounts, async ({ input, principal }) => ({
    accounts: await accountLines(db, principal.accountId, input, now()),
  }));
  registerEndpoint(app, tagStaticIps, async ({ input, principal }) =>
    tagOwnedIps(db, principal, input.ip_ids, input.tag),
  );
  registerEndpoint(app, memberTags, async ({ principal }) => ({ list: await tagsOf(db, principal.accountId) }));
}
