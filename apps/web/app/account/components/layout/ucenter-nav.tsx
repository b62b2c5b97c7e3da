import { NavLink } from "@mantine/core";
import {
  IconCode,
  IconCoins,
  IconHistory,
  IconHomeSignal,
  IconKey,
  IconLayoutDashboard,
  IconListDetails,
  IconNetwork,
  IconReceipt,
  IconServer,
  IconServerCog,
  IconWallet,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink } from "react-router";

const items = [
  { to: "/ucenter/info/", labelKey: "ucenter.dashboard", icon: IconLayoutDashboard },
  { to: "/ucenter/residential/", labelKey: "ucenter.buyResidential", icon: IconHomeSignal },
  { to: "/ucenter/residential/orders", labelKey: "ucenter.residentialOrders", icon: IconReceipt },
  { to: "/ucenter/use_proxy/", labelKey: "ucenter.useProxy", icon: IconNetwork },
  { to: "/ucenter/staticisp/", labelKey: "ucenter.buyStaticIsp", icon: IconServer },
  { to: "/ucenter/staticisp/orders", labelKey: "ucenter.staticOrders", icon: IconListDetails },
  { to: "/ucenter/staticisp/ips", labelKey: "ucenter.staticIps", icon: IconServerCog },
  { to: "/ucenter/wallet/", labelKey: "ucenter.wallet", icon: IconWallet },
  { to: "/ucenter/wallet/deposit/", labelKey: "ucenter.depositHistory", icon: IconHistory },
  { to: "/ucenter/wallet/usage/", labelKey: "ucenter.usageHistory", icon: IconCoins },
  { to: "/ucenter/api-keys/", labelKey: "ucenter.apiKeys", icon: IconKey },
  { to: "/ucenter/sdk/", labelKey: "ucenter.sdk", icon: IconCode },
] as const;

/** Sidebar menu: only routes that exist; labels from translations. */
export function UcenterNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map(({ to, labelKey, icon: Icon }) => (
        <RouterNavLink key={to} to={to} end onClick={onNavigate} style={{ textDecoration: "none" }}>
          {({ isActive }) => (
            <NavLink
              component="span"
              label={t(labelKey)}
              leftSection={<Icon size={18} aria-hidden />}
              active={isActive}
            />
          )}
        </RouterNavLink>
      ))}
    </>
  );
}
