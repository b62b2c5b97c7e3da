import { Button, Menu } from "@mantine/core";
import { SUPPORTED_LANGUAGES } from "@portico/contracts";
import { IconCheck, IconChevronDown, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "../../lib/i18n/use-change-language";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t("language.label")}
          data-testid="language-switch"
        >
          {t(`language.${i18n.language === "zh-CN" ? "zh-CN" : "en"}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => changeLanguage(language, { remember: true })}
            rightSection={language === i18n.language ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={language === i18n.language ? "true" : undefined}
          >
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
