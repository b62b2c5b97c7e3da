import { Anchor, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckboxField } from "../../../../components/checkbox-field/checkbox-field";

type AgreementFieldProps = { checked: boolean; onChange: (checked: boolean) => void; error?: string | null };

/** The agreement checkbox of the login and signup forms, linking the two legal pages. */
export function AgreementField({ checked, onChange, error }: AgreementFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <CheckboxField
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      data-testid="agreement"
      label={
        <Text fz="sm" component="span">
          <Trans
            t={t}
            i18nKey="agreement.label"
            components={{
              privacy: <Anchor component={Link} to="/privacy" target="_blank" fz="sm" underline="always" />,
              terms: <Anchor component={Link} to="/terms" target="_blank" fz="sm" underline="always" />,
            }}
          />
        </Text>
      }
    />
  );
}
