import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import classes from './number-field.module.css';

/**
 * A number typed by an administrator: Mantine's TextInput (label, description, error,
 * withAsterisk, `{id}-error` / `{id}-description`) with the editing rules of Mantine's
 * NumberInput, without it and react-number-format, which the editor would load for its two
 * time fields. Non-negative only.
 *
 * - Typing and pasting insert only what can be part of the number: digits and, when
 *   `decimalScale` > 0, one decimal separator ("." "," or the Arabic "٫", shown as "."), with
 *   at most `decimalScale` decimals. Arabic-Indic digits (٠-٩, and the Persian ۰-۹) are read as
 *   0-9 and shown as such (docs/decisions/trail-editor.md). A keystroke that adds nothing
 *   changes nothing (a selection it would have replaced stays).
 * - The value given to `onChange` is a number, or '' when the field is empty. While focused the
 *   text stays as typed ("2.", "02", "2.50"); on blur it becomes the number's plain form,
 *   clamped to `min`..`max` (NumberInput's clampBehavior "blur": minutes 75 become 59).
 * - ArrowUp / ArrowDown (and the two controls at the input's end, which only a pointer uses, as
 *   NumberInput's) add or take `step`, within `min`..`max`; from empty they start at `min`.
 */
export interface NumberFieldProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'ref'
> {
  value: number | string;
  onChange: (value: number | '') => void;
  min?: number;
  max?: number;
  step?: number;
  /** Decimals allowed; 0 (the default) for whole numbers. */
  decimalScale?: number;
}

const SEPARATORS = /[.,\u066B]/;

/** Arabic-Indic (U+0660-0669) and Extended Arabic-Indic (U+06F0-06F9) digits as 0-9. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * What a typed or pasted piece keeps: digits, and one decimal point when `decimalAllowed`.
 * Of several separators the last is the decimal one if its character occurs once ("1,234.5"
 * is 1234.5, "1,234" is 1.234, as NumberInput reads a paste); the others are dropped.
 */
function cleanPiece(piece: string, decimalAllowed: boolean): string {
  const chars = [...latinDigits(piece)];
  let decimal = -1;
  for (let i = chars.length - 1; i >= 0; i--) {
    if (SEPARATORS.test(chars[i]!)) {
      decimal = chars.filter((c) => c === chars[i]).length === 1 ? i : -1;
      break;
    }
  }
  return chars
    .map((c, i) => (/\d/.test(c) ? c : i === decimal && decimalAllowed ? '.' : ''))
    .join('');
}

/** The text's number, or '' for nothing to read ("" or "."). */
function parse(text: string): number | '' {
  return text === '' || text === '.' ? '' : Number(text);
}

/** The text a value shows: a number's plain form; a text cleaned as if it were pasted. */
function display(value: number | string, decimalScale: number): string {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? String(value) : '';
  return limitDecimals(cleanPiece(value, decimalScale > 0), decimalScale);
}

function limitDecimals(text: string, decimalScale: number): string {
  const dot = text.indexOf('.');
  return dot === -1 ? text : text.slice(0, dot + 1 + decimalScale);
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

const clamp = (n: number, min: number, max: number | undefined) =>
  Math.min(Math.max(n, min), max ?? Infinity);

export function NumberField({
  value,
  onChange,
  min = 0,
  max,
  step = 1,
  decimalScale = 0,
  readOnly,
  disabled,
  ...others
}: NumberFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => display(value, decimalScale));
  // The value changed from outside (a reset, newer server data): show it.
  if (parse(text) !== (value === '' ? '' : Number(value))) {
    const shown = display(value, decimalScale);
    if (shown !== text) setText(shown);
  }

  const commit = (next: string) => {
    setText(next);
    onChange(parse(next));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    // What the keystroke or paste changed: the text between the common start and end, the
    // end not before the caret ("1" typed at the start of "11" is inserted there, not after).
    const caretAfter = input.selectionEnd ?? raw.length;
    let end = 0;
    while (
      end < Math.min(text.length, raw.length - caretAfter) &&
      text[text.length - 1 - end] === raw[raw.length - 1 - end]
    )
      end++;
    let start = 0;
    while (start < text.length - end && start < raw.length - end && text[start] === raw[start])
      start++;
    const before = text.slice(0, start);
    const after = text.slice(text.length - end);
    const inserted = raw.slice(start, raw.length - end);
    const kept = cleanPiece(inserted, decimalScale > 0 && !(before + after).includes('.'));
    if (inserted !== '' && kept === '') {
      // Nothing of it can be part of the number: the text and its selection stay.
      input.value = text;
      input.setSelectionRange(start, text.length - end);
      return;
    }
    const next = limitDecimals(before + kept + after, decimalScale);
    const caret = Math.min(before.length + kept.length, next.length);
    // The DOM gets the cleaned text now, so that React's controlled value does not move the
    // caret to the end when a character was dropped or changed.
    input.value = next;
    input.setSelectionRange(caret, caret);
    commit(next);
  };

  const current = parse(text);
  const stepBy = (direction: 1 | -1) => {
    if (readOnly || disabled) return;
    let next: number;
    if (current === '') next = clamp(min, min, max);
    else {
      const factor = 10 ** Math.max(decimalsOf(current), decimalsOf(step));
      next = clamp(
        (Math.round(current * factor) + direction * Math.round(step * factor)) / factor,
        min,
        max,
      );
    }
    commit(String(next));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };

  const handleBlur = () => {
    if (current === '') {
      if (text !== '') commit('');
      return;
    }
    const plain = String(clamp(current, min, max));
    if (plain !== text) commit(plain);
  };

  const control = (direction: 1 | -1) => (
    <UnstyledButton
      className={classes.control}
      tabIndex={-1}
      aria-hidden
      disabled={
        disabled ||
        (current !== '' && (direction === 1 ? max !== undefined && current >= max : current <= min))
      }
      onMouseDown={(event) => event.preventDefault()}
      onPointerDown={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
        stepBy(direction);
      }}
    >
      <svg
        className={classes.chevron}
        data-direction={direction === 1 ? 'up' : 'down'}
        viewBox="0 0 15 15"
        aria-hidden
      >
        <path
          d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </UnstyledButton>
  );

  return (
    <TextInput
      {...others}
      ref={inputRef}
      type="text"
      inputMode={decimalScale > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      readOnly={readOnly}
      disabled={disabled}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      rightSectionWidth="calc(1.5rem * var(--mantine-scale))"
      rightSection={
        readOnly ? undefined : (
          <div className={classes.controls}>
            {control(1)}
            {control(-1)}
          </div>
        )
      }
    />
  );
}
