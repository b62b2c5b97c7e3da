import { IconSearch } from "@tabler/icons-react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

type SearchFieldProps = Omit<ComponentPropsWithoutRef<"input">, "type" | "size"> & {
  /** Shown at the end of the field, such as a loader while a search runs. */
  rightSection?: ReactNode;
  /** Take the free width of a row. */
  grow?: boolean;
};

/**
 * A search box drawn like Mantine's TextInput (size md, a search icon at the start; styles in
 * search-field.css). The static ISP panel and the help centre have one above the fold, and Mantine's
 * input (InputBase, Input.Wrapper, the clear button) would add ~5 KB gzip to each of those pages
 * for one field. Every prop but the two above goes to the <input>.
 */
export function SearchField({ rightSection, grow, ...input }: SearchFieldProps) {
  return (
    <div className="search-field" data-grow={grow || undefined}>
      <span className="search-field-icon">
        <IconSearch size={16} aria-hidden />
      </span>
      <input type="search" className="search-field-input" {...input} />
      {rightSection ? <span className="search-field-right">{rightSection}</span> : null}
    </div>
  );
}
