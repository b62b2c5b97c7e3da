import { Anchor, Button, Modal, Stack, Text, Textarea } from "@mantine/core";
import { CONTACT_LIMITS, EMAIL_PATTERN, sendContactMessage } from "@portico/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ApiError } from "../../lib/api/api-error";
import { browserCall } from "../../lib/api/browser-call";
import { usePublicConfig } from "../../lib/use-public-config";
import { Notice } from "../notice/notice";
import { TextField } from "../text-field/text-field";

type FieldErrors = Partial<Record<"name" | "email" | "message", string>>;

/**
 * The built-in support chat when no chat provider is configured: a message form stored by the
 * server (support is mailed through the outbox). Loaded only when a page calls openChat().
 */
export function ContactFormDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const supportEmail = usePublicConfig()?.supportEmail;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const limits = { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax };

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    const message = String(data.get("message") ?? "").trim();
    const found: FieldErrors = {};
    if (!name) found.name = t("contact.nameRequired");
    if (!EMAIL_PATTERN.test(email)) found.email = t("contact.emailInvalid");
    if (message.length < limits.min || message.length > limits.max) found.message = t("contact.messageLength", limits);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await browserCall(sendContactMessage, { name, email, message, page: pathname });
      setSent(true);
    } catch (error) {
      setServerError(error instanceof ApiError && error.serverMessage ? error.serverMessage : t("contact.sendFailed"));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t("contact.title")} centered>
      {sent ? (
        <Notice color="teal" data-testid="contact-sent">
          {t("contact.sent")}
        </Notice>
      ) : (
        <form
          noValidate
          data-testid="contact-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <Stack>
            <Text fz="sm">{t("contact.intro")}</Text>
            <TextField
              name="name"
              label={<Required label={t("contact.name")} />}
              maxLength={CONTACT_LIMITS.name}
              error={errors.name}
              required
            />
            <TextField
              name="email"
              type="email"
              label={<Required label={t("contact.email")} />}
              error={errors.email}
              required
            />
            <Textarea
              name="message"
              label={t("contact.message")}
              description={t("contact.messageHint", limits)}
              maxLength={CONTACT_LIMITS.messageMax}
              minRows={4}
              autosize
              error={errors.message}
              required
            />
            {serverError ? <Notice color="red">{serverError}</Notice> : null}
            <Button type="submit" loading={sending}>
              {t("contact.send")}
            </Button>
            {supportEmail ? (
              <Text fz="xs" c="gray.7" ta="center">
                <Anchor href={`mailto:${supportEmail}`} fz="xs">
                  {t("contact.orEmail", { email: supportEmail })}
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** A required field's label with Mantine's red asterisk, which screen readers skip (the input says `required`). */
function Required({ label }: { label: string }) {
  return (
    <>
      {label}
      <span className="text-field-required" aria-hidden="true">
        {" *"}
      </span>
    </>
  );
}
