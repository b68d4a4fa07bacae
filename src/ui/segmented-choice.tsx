import { useId } from 'react';
import classes from './segmented-choice.module.css';

interface SegmentedChoiceProps<T extends string> {
  data: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  /** Mantine's size: sm (the default) or xs. */
  size?: 'sm' | 'xs';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * One choice among a few, side by side: Mantine's SegmentedControl as the theme set it
 * (filled with the primary colour), with plain elements (segmented-choice.module.css). The same radio group: a
 * radio input per segment under one name, so Tab reaches the chosen one and the arrow keys
 * move the choice, as the browser does for radios; each is named by its label. Without
 * SegmentedControl's code and its FloatingIndicator (which measures the segments, watches
 * their size and slides a chip), which came with every start for the users card.
 */
export function SegmentedChoice<T extends string>({ data, value, onChange, size, ...aria }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div className={classes.root} role="radiogroup" data-size={size === 'xs' ? 'xs' : undefined} {...aria}>
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={classes.control} data-active={item.value === value || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
            />
            <label className={classes.label} htmlFor={id}>
              <span className={classes.inner}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
