import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from 'react';
import classes from './row-controls.module.css';

/*
 * The controls of a table row, as plain elements: the selection checkbox, the icon buttons
 * (a row's kebab menu, Edit, Delete) and the small text buttons (a per-row choice, the
 * reviews' buttons). A list page has one to three of them per row, and each Mantine component
 * runs useProps, its style resolution and its variant resolver. These look as the theme's
 * Checkbox, ActionIcon and Button do, drawn by the panel's own stylesheet
 * (row-controls.module.css) from Mantine's public theme variables.
 */

/** The check mark. */
function CheckIcon() {
  return (
    <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden className={classes.checkboxIcon}>
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The bar of an indeterminate box. */
function IndeterminateIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 6" aria-hidden className={classes.checkboxIcon}>
      <rect width="32" height="6" fill="currentColor" rx="3" />
    </svg>
  );
}

export interface RowCheckboxProps {
  checked: boolean;
  /** Some but not all: the bar instead of the check mark (the header's box for the page). */
  indeterminate?: boolean;
  disabled?: boolean;
  'aria-label': string;
  onChange: (checked: boolean) => void;
}

/**
 * <Checkbox aria-label checked indeterminate disabled onChange> without a label: a native
 * checkbox (Space toggles it, its role and name are the browser's), indeterminate also in the
 * DOM property, so assistive technology says "mixed".
 */
export function RowCheckbox({ checked, indeterminate = false, disabled, onChange, 'aria-label': label }: RowCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // After every render: a click clears the property in the browser while the state may keep it.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return (
    <div className={classes.checkbox}>
      <input
        ref={input}
        className={classes.checkboxInput}
        data-indeterminate={indeterminate || undefined}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {indeterminate ? <IndeterminateIcon /> : <CheckIcon />}
    </div>
  );
}

/** The palettes of the panel's row buttons (Mantine's colour names; teal is the theme's primary). */
export type RowColor = 'teal' | 'gray' | 'red' | 'green' | 'orange' | 'blue';

const BORDER_NONE = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/**
 * A button's colours (row-controls.module.css's --row-control-*), as the theme gives its
 * `subtle`, `light` and `default` variants: the colour's light shades, or the default surface.
 */
export function variantColors(variant: 'subtle' | 'light' | 'default', color: RowColor): CSSProperties {
  if (variant === 'default') {
    return {
      '--row-control-bg': 'var(--mantine-color-default)',
      '--row-control-hover': 'var(--mantine-color-default-hover)',
      '--row-control-color': 'var(--mantine-color-default-color)',
      '--row-control-border': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
    } as CSSProperties;
  }
  return {
    '--row-control-bg': variant === 'light' ? `var(--mantine-color-${color}-light)` : 'transparent',
    '--row-control-hover': `var(--mantine-color-${color}-light-hover)`,
    '--row-control-color': `var(--mantine-color-${color}-light-color)`,
    '--row-control-border': BORDER_NONE,
  } as CSSProperties;
}

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type' | 'color'> & {
  /** Forwarded, so the button can be a LazyMenu's trigger (its anchor). */
  ref?: Ref<HTMLButtonElement>;
  'aria-label': string;
  /** The theme's primary colour (teal) unless given. */
  color?: RowColor;
};

export type RowIconButtonProps = PlainButtonProps & {
  /** The icon, aria-hidden (the name is the button's aria-label). */
  children: ReactNode;
};

/** <ActionIcon variant="subtle" color={color}> (size md, the theme's radius): a row's icon button. */
export function RowIconButton({ color = 'teal', children, ...rest }: RowIconButtonProps) {
  return (
    <button type="button" className={classes.iconButton} style={variantColors('subtle', color)} {...rest}>
      {children}
    </button>
  );
}

export type RowButtonProps = PlainButtonProps & {
  variant: 'subtle' | 'light' | 'default';
  size: 'xs' | 'compact-xs' | 'compact-sm';
  /** The least width in px (a longer label widens the button). */
  minWidth?: number;
  /** The label at the start and the right section at the end (a choice's chevron). */
  justify?: 'space-between';
  /** Icons before and after the label, aria-hidden. */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
};

/**
 * <Button variant size color miw justify leftSection rightSection>: a row's text button (the
 * reviews' View Full Text, photos and moderation buttons; a per-row choice of the users).
 */
export function RowButton({
  variant,
  size,
  color = 'teal',
  minWidth,
  justify,
  leftSection,
  rightSection,
  children,
  ...rest
}: RowButtonProps) {
  const style: CSSProperties = {
    ...variantColors(variant, color),
    // In rem scaled as the theme's, as Mantine's rem() writes a size.
    minWidth: minWidth === undefined ? undefined : `calc(${minWidth / 16}rem * var(--mantine-scale))`,
  };
  return (
    <button
      type="button"
      className={classes.button}
      style={style}
      data-size={size}
      data-justify={justify}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      {...rest}
    >
      <span className={classes.buttonInner}>
        {leftSection && (
          <span className={classes.buttonSection} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={classes.buttonLabel} data-button-label>
          {children}
        </span>
        {rightSection && (
          <span className={classes.buttonSection} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </button>
  );
}
