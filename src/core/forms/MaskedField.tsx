import type { TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MASKS, type MaskName } from './masks';
import { MaskedTextField } from './MaskedTextField';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'defaultValue'> & {
  name: FieldPath<T>;
  control: Control<T>;
  mask: MaskName;
};

/** A masked field of a react-hook-form form, with its error shown under it. */
export function MaskedField<T extends FieldValues>({ name, control, mask, helperText, ...props }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MaskedTextField
          {...props}
          mask={MASKS[mask]}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={(event) => {
            field.onBlur();
            props.onBlur?.(event);
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
