import { Textarea, type TextareaProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { textDir } from '@/lib/text-dir';
import { useTypedText, type FreeText } from './free-text';

/** A textarea for typed text (a description): see ./free-text.ts. */
export function FreeTextarea({ attributes, value, defaultValue, onChange, ...others }: FreeText<TextareaProps>) {
  const [text, setText] = useTypedText(value, defaultValue);
  return (
    <Textarea
      {...others}
      value={value}
      defaultValue={defaultValue}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        setText(event.currentTarget.value);
        onChange?.(event);
      }}
      attributes={{ ...attributes, input: { ...attributes?.input, dir: textDir(text) } }}
    />
  );
}
