import type { ComponentPropsWithoutRef, ReactNode } from "react";

type NoticeProps = Omit<ComponentPropsWithoutRef<"div">, "color"> & {
  color: "red" | "orange" | "blue" | "teal";
  icon?: ReactNode;
};

/**
 * A short message in a tinted box, drawn like Mantine's light Alert (notice.css) without its
 * component, close button and icon machinery in the bundle of the pages that show one.
 */
export function Notice({ color, icon, children, ...rest }: NoticeProps) {
  return (
    <div role="alert" className="notice" data-color={color} {...rest}>
      {icon ? <span className="notice-icon">{icon}</span> : null}
      <div className="notice-message">{children}</div>
    </div>
  );
}
