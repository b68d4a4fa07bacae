import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from 'react';
import classes from './row-controls.module.css';

/*
 * The controls of a table row, as plain elements: the selection checkbox, the icon buttons
 * (a row's kebab menu, Edit, Delete) and the small text buttons (a per-row choice, the reviews' buttons). A list
 * page has one to three of them per row, and each Mantine component runs useProps, its style
 * resolution and its variant resolver: a /users page spent about half its render on them
 * (issue 12: the suite's CPU; issue 14: time to the 12th row). These give their elements the
 * classes, data attributes and CSS variables Mantine's Checkbox, ActionIcon and Button give
 * theirs, so Mantine's own stylesheets (Checkbox.css, ActionIcon.css, Button.css, loaded for
 * the components that stay Mantine's) draw them: size, radius, colours, hover, :active,
 * the focus ring (Mantine's global mantine-focus-auto), disabled, both directions and the dark
 * scheme are Mantine's. tests/shell/row-controls.test.tsx renders Mantine's components beside
 * these and compares every element, so a Mantine upgrade that changes them shows there.
 */

/** An icon of the check mark, as Mantine's CheckboxIcon draws it. */
function CheckIcon() {
  return (
    <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden className={CHECKBOX_CLASSES.icon}>
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The bar of an indeterminate box, as Mantine's CheckboxIcon draws it. */
function IndeterminateIcon() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 6" aria-hidden className={CHECKBOX_CLASSES.icon}>
      <rect width="32" height="6" fill="currentColor" rx="3" />
    </svg>
  );
}

const CHECKBOX_CLASSES = {
  root: 'm_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root',
  body: 'm_5f6e695e mantine-Checkbox-body',
  inner: 'm_26062bec mantine-Checkbox-inner',
  input: `mantine-focus-auto ${classes.checkbox} m_26063560 mantine-Checkbox-input`,
  icon: 'm_bf295423 mantine-Checkbox-icon',
  labelWrapper: 'm_d3ea56bb mantine-Checkbox-labelWrapper',
} as const;
/** The theme's checkbox: radius sm, the primary colour (teal) when checked. */
const CHECKBOX_VARIABLES = {
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-color-teal-filled)',
} as CSSProperties;

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
 * DOM property, as Mantine sets it, so assistive technology says "mixed".
 */
export function RowCheckbox({ checked, indeterminate = false, disabled, onChange, 'aria-label': label }: RowCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // After every render: a click clears the property in the browser while the state may keep it.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return (
    <div
      className={CHECKBOX_CLASSES.root}
      style={CHECKBOX_VARIABLES}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={CHECKBOX_CLASSES.body}>
        <div className={CHECKBOX_CLASSES.inner} data-label-position="right">
          <input
            ref={input}
            className={CHECKBOX_CLASSES.input}
            data-with-error-styles
            data-indeterminate={indeterminate || undefined}
            type="checkbox"
            aria-label={label}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          {indeterminate ? <IndeterminateIcon /> : <CheckIcon />}
        </div>
        <div className={CHECKBOX_CLASSES.labelWrapper} data-disabled={disabled || undefined} />
      </div>
    </div>
  );
}

/** The palettes of the panel's row buttons (Mantine's colour names; teal is the theme's primary). */
export type RowColor = 'teal' | 'gray' | 'red' | 'green' | 'orange' | 'blue';

const BORDER_NONE = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/** Mantine's variant colours: what its variantColorResolver gives `subtle`, `light` and `default`. */
function variantColors(variant: 'subtle' | 'light' | 'default', color: RowColor) {
  if (variant === 'default') {
    return {
      bg: 'var(--mantine-color-default)',
      hover: 'var(--mantine-color-default-hover)',
      color: 'var(--mantine-color-default-color)',
      bd: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
    };
  }
  return {
    bg: variant === 'light' ? `var(--mantine-color-${color}-light)` : 'transparent',
    hover: `var(--mantine-color-${color}-light-hover)`,
    color: `var(--mantine-color-${color}-light-color)`,
    bd: BORDER_NONE,
  };
}

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type' | 'color'> & {
  /** Forwarded, so the button can be an OnDemandMenu's trigger (its anchor). */
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
  const colors = variantColors('subtle', color);
  const style = { '--ai-bg': colors.bg, '--ai-hover': colors.hover, '--ai-color': colors.color, '--ai-bd': colors.bd } as CSSProperties;
  return (
    <button
      type="button"
      className="mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
      style={style}
      data-variant="subtle"
      {...rest}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
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
  const colors = variantColors(variant, color);
  const style = {
    '--button-justify': justify,
    '--button-height': `var(--button-height-${size})`,
    '--button-padding-x': `var(--button-padding-x-${size})`,
    '--button-fz': `var(--mantine-font-size-${size === 'compact-sm' ? 'sm' : 'xs'})`,
    '--button-bg': colors.bg,
    '--button-hover': colors.hover,
    '--button-color': colors.color,
    '--button-bd': colors.bd,
    // In rem scaled as the theme's, as Mantine's rem() writes a size.
    minWidth: minWidth === undefined ? undefined : `calc(${minWidth / 16}rem * var(--mantine-scale))`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className="mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root"
      style={style}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      {...rest}
    >
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label">{children}</span>
        {rightSection && (
          <span className="m_a74036a mantine-Button-section" data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </button>
  );
}
