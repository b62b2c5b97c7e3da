import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";

type AuthSwitchLinkProps = { prompt: string; to: string; label: string; testId?: string };

/** "No account yet? Sign up" under an auth form; underlined because it sits inside a sentence. */
export function AuthSwitchLink({ prompt, to, label, testId }: AuthSwitchLinkProps) {
  return (
    <Text fz="sm" ta="center">
      {prompt}{" "}
      <Anchor component={Link} to={to} fz="sm" underline="always" data-testid={testId}>
        {label}
      </Anchor>
    </Text>
  );
}
