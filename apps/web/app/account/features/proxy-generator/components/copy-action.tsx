import { ActionIcon, Button } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { copyText } from "../save-file";

/** Copies `text` on a click, and says in a toast whether it worked (spec 02 §8). */
export function CopyAction({
  text,
  label,
  compact = false,
  testId,
}: {
  text: () => string;
  label: string;
  /** An icon alone (inside a field), or a button with its label. */
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("proxyGenerator");
  const copy = () => void copyText(text(), { done: t("copy.done"), failed: t("copy.failed") });
  return compact ? (
    <ActionIcon variant="subtle" color="gray" onClick={copy} aria-label={label} data-testid={testId}>
      <IconCopy size={16} aria-hidden />
    </ActionIcon>
  ) : (
    <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy} data-testid={testId}>
      {label}
    </Button>
  );
}
