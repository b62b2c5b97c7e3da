import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { staffMe, staffReauth } from "@portico/contracts";
import { StaffError } from "@portico/contracts/codes";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api/api-error";
import { useEndpointMutation } from "../../../lib/query/endpoint-mutation";
import { CodeInput } from "../code-input";
import { failureMessage } from "../failure-message";

type WithReauth = <T>(action: () => Promise<T>) => Promise<T>;

const ReauthContext = createContext<WithReauth | null>(null);

/**
 * Runs a staff or money action; when the server answers 403 `staff_reauth_required` (ADR 420),
 * asks for a fresh authenticator code and runs the action once more. A cancelled prompt rejects
 * with the server's refusal.
 */
export function useWithReauth(): WithReauth {
  const withReauth = useContext(ReauthContext);
  if (!withReauth) throw new Error("useWithReauth outside ReauthProvider");
  return withReauth;
}

export function ReauthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("console");
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const pending = useRef<{ resolve: () => void; reject: () => void } | null>(null);
  const reauth = useEndpointMutation(staffReauth, { invalidates: [staffMe] });

  const withReauth = useCallback<WithReauth>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== StaffError.staff_reauth_required.code) throw error;
      await new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject: () => reject(error) };
        setCode("");
        setOpen(true);
      });
      return action();
    }
  }, []);

  const close = (confirmed: boolean) => {
    setOpen(false);
    reauth.reset();
    if (confirmed) pending.current?.resolve();
    else pending.current?.reject();
    pending.current = null;
  };

  const submit = () => {
    reauth.mutate({ code }, { onSuccess: () => close(true) });
  };

  const failure = reauth.error ? failureMessage(reauth.error, t) : null;

  return (
    <ReauthContext.Provider value={withReauth}>
      {children}
      {/* Above the dialog whose action asked for it (Mantine modals sit at 200). */}
      <Modal opened={open} onClose={() => close(false)} title={t("reauth.title")} centered zIndex={400}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text fz="sm">{t("reauth.help")}</Text>
            <CodeInput label={t("reauth.code")} value={code} onChange={setCode} error={failure} autoFocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => close(false)}>
                {t("common.cancel")}
              </Button>
              <Button
                type="submit"
                disabled={!/^\d{6}$/.test(code)}
                loading={reauth.isPending}
                data-testid="reauth-confirm"
              >
                {t("reauth.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </ReauthContext.Provider>
  );
}
