import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type CouponRules, consoleCoupons, generateConsoleCoupons } from "@portico/contracts";
import { COUPON_LIMITS } from "@portico/contracts/codes";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEndpointMutation } from "../../../../lib/query/endpoint-mutation";
import { failureMessage } from "../../../components/failure-message";
import { codesCsv, saveTextFile } from "../coupon-format";
import { CouponRulesFields, EMPTY_RULES } from "./coupon-rules-fields";

/** The file a batch is offered as: its prefix (or "coupons") and the first characters of its id. */
const fileName = (prefix: string, batchId: string) =>
  `${(prefix.replace(/-+$/, "") || "coupons").toUpperCase()}_${batchId.slice(0, 8)}.csv`;

/**
 * Generates a batch: a prefix, how many codes (up to 1,000) and the rules they share. The server
 * draws the codes and writes them in one transaction; they are then offered as a CSV download
 * (and stay in the list, grouped by their batch).
 */
export function GenerateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("console");
  const [prefix, setPrefix] = useState("");
  const [count, setCount] = useState<number>(10);
  const [rules, setRules] = useState<CouponRules>(EMPTY_RULES);
  const [error, setError] = useState<string | null>(null);
  const [batch, setBatch] = useState<{ batch_id: string; codes: string[] } | null>(null);
  const generate = useEndpointMutation(generateConsoleCoupons, { invalidates: [consoleCoupons] });

  const submit = async () => {
    setError(null);
    try {
      setBatch(await generate.mutateAsync({ ...rules, prefix, count }));
    } catch (failure) {
      setError(failureMessage(failure, t));
    }
  };
  const download = () => {
    if (batch) saveTextFile(fileName(prefix, batch.batch_id), "text/csv", codesCsv(batch.codes));
  };

  return (
    <Modal opened onClose={onClose} size="lg" centered title={t("coupons.generate.title")}>
      {batch ? (
        <Stack gap="sm" data-testid="coupon-batch-done">
          <Alert color="green">{t("coupons.generate.done", { count: batch.codes.length })}</Alert>
          <Text fz="sm" ff="monospace" data-testid="coupon-batch-sample">
            {batch.codes.slice(0, 3).join(", ")}
            {batch.codes.length > 3 ? ", …" : ""}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("coupons.generate.close")}
            </Button>
            <Button color="dark" leftSection={<IconDownload size={16} />} onClick={download} data-testid="coupon-csv">
              {t("coupons.generate.download")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm" data-testid="coupon-generate-form">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("coupons.generate.prefix")}
                description={t("coupons.generate.prefixHelp")}
                value={prefix}
                onChange={(event) => setPrefix(event.currentTarget.value)}
                maxLength={COUPON_LIMITS.maxPrefixLength}
                data-testid="coupon-prefix"
              />
              <NumberInput
                label={t("coupons.generate.count")}
                description={t("coupons.generate.countHelp", { max: COUPON_LIMITS.maxBatch })}
                value={count}
                onChange={(value) => setCount(typeof value === "number" ? value : Number.NaN)}
                min={1}
                max={COUPON_LIMITS.maxBatch}
                allowDecimal={false}
                required
                data-testid="coupon-count"
              />
            </SimpleGrid>
            <CouponRulesFields rules={rules} onChange={setRules} />
            {error ? (
              <Text c="red" fz="sm" role="alert" data-testid="coupon-generate-error">
                {error}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" color="dark" loading={generate.isPending} data-testid="coupon-generate-submit">
                {t("coupons.generate.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
