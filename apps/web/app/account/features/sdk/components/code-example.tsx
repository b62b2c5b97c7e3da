import { ActionIcon, Box, Code, CopyButton, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A block of code with a copy button; long lines scroll instead of wrapping (code must stay exact). */
export function CodeExample({ code, testId }: { code: string; testId: string }) {
  const { t } = useTranslation("sdk");
  return (
    <Box pos="relative">
      <Code block data-testid={testId} className="sdk-code">
        {code}
      </Code>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t("copied") : t("copy")} withArrow position="left">
            <ActionIcon
              variant="default"
              onClick={copy}
              aria-label={t("copy")}
              className="sdk-copy"
              data-testid={`${testId}-copy`}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
