import { Group, Text, UnstyledButton } from "@mantine/core";
import { SUPPORTED_LANGUAGES } from "@portico/contracts/codes";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "../../lib/i18n/use-change-language";
import { HeaderDropdown } from "./header-dropdown";

/** `iconOnlyBelow`: where the top bar is crowded (the user centre on a phone), the icon alone. */
export function LanguageSwitch({ iconOnlyBelow }: { iconOnlyBelow?: "xs" | "sm" } = {}) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = i18n.language === "zh-CN" ? "zh-CN" : "en";

  return (
    <HeaderDropdown
      label={t(`language.${current}`)}
      align="end"
      width={180}
      iconOnlyBelow={iconOnlyBelow}
      buttonProps={{
        leftSection: <IconLanguage size={18} aria-hidden />,
        "aria-label": `${t("language.label")}: ${t(`language.${current}`)}`,
        "data-testid": "language-switch",
      }}
    >
      {(close) =>
        SUPPORTED_LANGUAGES.map((language) => (
          <UnstyledButton
            key={language}
            lang={language}
            aria-pressed={language === current}
            onClick={() => {
              close();
              changeLanguage(language, { remember: true });
            }}
            p="sm"
            w="100%"
            className="header-dropdown-item"
            data-testid={`language-option-${language}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fz="sm">{t(`language.${language}`)}</Text>
              {language === current ? <IconCheck size={16} aria-hidden /> : null}
            </Group>
          </UnstyledButton>
        ))
      }
    </HeaderDropdown>
  );
}
