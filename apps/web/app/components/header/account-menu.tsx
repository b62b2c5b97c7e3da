import { Group, Text, UnstyledButton } from "@mantine/core";
import { IconLogout, IconUserCircle } from "@tabler/icons-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { viewStorageText } from "../../lib/session/customer-view";
import { readSessionUser } from "../../lib/session/session-user";
import { signOut } from "../../lib/session/sign-out";
import { StorageKey } from "../../lib/storage-keys";
import { HeaderDropdown } from "./header-dropdown";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

let cached: { raw: string | null; user: ReturnType<typeof readSessionUser> } = { raw: null, user: null };
// The raw text is this tab's staff view, if any, and the stored profile.
/** Snapshot of the stored profile, stable between renders while the stored text is unchanged. */
function snapshot() {
  const raw = `${viewStorageText()}\n${window.localStorage.getItem(StorageKey.users)}`;
  if (raw !== cached.raw) cached = { raw, user: readSessionUser() };
  return cached.user;
}

/** Inside the user centre: the username with a sign-out entry (spec 02 §2, §4). */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSyncExternalStore(subscribe, snapshot, () => null);
  const label = user?.username ?? t("nav.account");
  return (
    <HeaderDropdown
      label={label}
      align="end"
      width={220}
      iconOnlyBelow="xs"
      buttonProps={{
        leftSection: <IconUserCircle size={18} aria-hidden />,
        "aria-label": user ? `${t("nav.account")}: ${user.username}` : label,
        "data-testid": "account-menu",
      }}
    >
      {(close) => (
        <UnstyledButton
          p="sm"
          w="100%"
          className="header-dropdown-item"
          data-testid="sign-out"
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <Group gap="xs" wrap="nowrap">
            <IconLogout size={16} aria-hidden />
            <Text fz="sm">{t("nav.signOut")}</Text>
          </Group>
        </UnstyledButton>
      )}
    </HeaderDropdown>
  );
}
