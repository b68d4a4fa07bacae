import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import type { TrailFormValues } from './form-values';
import type { useTrailEditor } from './use-trail-editor';

/*
 * The trail form's fields, each bound to the form's store: the editor's form is uncontrolled
 * (use-trail-editor.ts), and each of these watches only its own value.
 */

/** A select's choices: a first "Select a ..." for nothing chosen, then the values' labels. */
export const withBlank = <V extends string>(blank: string, values: readonly V[], label: (value: V) => string) => [
  { value: '', label: blank },
  ...values.map((value) => ({ value, label: label(value) })),
];

type EditorForm = ReturnType<typeof useTrailEditor>['form'];

/**
 * One input's props from the form (`getInputProps`), for the component that renders it: it
 * watches its own value, so a keystroke re-renders that input alone. The form keeps its
 * values out of React state (uncontrolled mode); the input is given the value it watches
 * rather than a `defaultValue`, so newer server data and a cleared city show without
 * remounting it (and losing the focus). The error is a message key, shown in the language.
 */
function useFieldProps<K extends keyof TrailFormValues>(form: EditorForm, path: K) {
  const { t } = useT();
  const value: TrailFormValues[K] = form.useWatchValue(path);
  const { defaultValue: _initial, error, ...props } = form.getInputProps(path);
  return { ...props, value, error: error ? t(error as MessageKey) : undefined };
}

/** Renders `children` with a field's props; it re-renders when that field's value changes. */
export function Field<K extends keyof TrailFormValues>({
  form,
  path,
  children,
}: {
  form: EditorForm;
  path: K;
  children: (field: ReturnType<typeof useFieldProps<K>>) => ReactNode;
}) {
  return children(useFieldProps(form, path));
}

/** The value of a field, for a part of the form that shows it elsewhere. */
export function Watch<K extends keyof TrailFormValues>({
  form,
  path,
  children,
}: {
  form: EditorForm;
  path: K;
  children: (value: TrailFormValues[K]) => ReactNode;
}) {
  return children(form.useWatchValue(path));
}

/** A select of the form: its id, label and choices, with the field's props from the form. */
export function SelectField<K extends 'difficulty' | 'type' | 'carType' | 'status'>({
  form,
  path,
  ...select
}: { form: EditorForm; path: K } & Pick<NativeSelectProps, 'label' | 'data' | 'withAsterisk' | 'required'>) {
  return (
    <Field form={form} path={path}>
      {(field) => <NativeSelect id={`trail-field-${path}`} {...select} {...field} />}
    </Field>
  );
}

