import type { TestIpSettings } from "@portico/contracts";
import { TEST_IP_HOURS } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { CatalogueActing } from "./plan-editor.service.ts";
import { readTestIpsPerAccount, writeTestIpsPerAccount } from "./test-ip-settings.repository.ts";

/**
 * The free test IPs a new account is given (spec 01 §3): the console's setting, else the
 * configured default (TEST_IPS_PER_ACCOUNT). Accounts read it at signup, in their transaction.
 */
export async function testIpsForNewAccount(db: Db, configured: number): Promise<number> {
  return (await readTestIpsPerAccount(db)) ?? configured;
}

/** The console's view and change of the setting; a change is audited with before and after in its transaction. */
export function createTestIpSettings(db: Db, configured: number) {
  const present = (ips: number): TestIpSettings => ({ ips_per_account: ips, hours: TEST_IP_HOURS });
  return {
    async get(): Promise<TestIpSettings> {
      return present(await testIpsForNewAccount(db, configured));
    },
    async update(acting: CatalogueActing, ips: number): Promise<TestIpSettings> {
      return db.transaction(async (tx) => {
        const before = present((await readTestIpsPerAccount(tx, true)) ?? configured);
        await writeTestIpsPerAccount(tx, ips, new Date());
        const after = present(ips);
        await recordAudit(tx, {
          staffId: acting.staffId,
          requestId: acting.requestId,
          ip: acting.ip,
          userAgent: acting.userAgent,
          action: "catalogue.test_ips.update",
          resource: "test_ip_settings",
          resourceId: 1,
          before,
          after,
        });
        return after;
      });
    },
  };
}
