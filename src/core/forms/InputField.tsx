import { FilledInput, FormControl, FormHelperText, Input, InputLabel, OutlinedInput, styled, useThemeProps, type TextFieldProps } from '@mui/material';
import { forwardRef, useId } from 'react';

/** What MUI's TextField takes, less its `select` mode. */
export type InputFieldProps = Omit<TextFieldProps, 'select' | 'SelectProps' | 'children' | 'slots'>;

const VARIANT_INPUT = { filled: FilledInput, outlined: OutlinedInput, standard: Input };

/** Named as TextField's root, so the theme's TextField defaults, overrides and variants apply here too. */
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

type SlotProps = Record<string, unknown> | undefined;

/**
 * MUI's TextField without its select mode, which brings Select, Menu, Popover and Modal with it: the
 * signed-out pages load before everything else, so their fields are these (same look, same label and
 * helper-text wiring, same theme defaults).
 */
export const InputField = forwardRef<HTMLDivElement, InputFieldProps>(function InputField(inProps, ref) {
  const {
    autoComplete, autoFocus, className, color = 'primary', defaultValue, disabled, error, fullWidth, helperText, id: idOverride, inputRef,
    label, maxRows, minRows, multiline, name, onBlur, onChange, onFocus, placeholder, required, rows, slotProps = {}, type, value,
    variant = 'outlined', InputProps, inputProps, InputLabelProps, FormHelperTextProps, ...root
  } = useThemeProps({ props: inProps, name: 'MuiTextField' });
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const slots = slotProps as Record<'input' | 'htmlInput' | 'inputLabel' | 'formHelperText', SlotProps>;
  const InputComponent = VARIANT_INPUT[variant];
  return (
    <Root ref={ref} className={className} color={color} disabled={disabled} error={error} fullWidth={fullWidth} required={required} variant={variant} {...root}>
      {label != null && label !== '' && <InputLabel htmlFor={id} id={`${id}-label`} {...InputLabelProps} {...slots.inputLabel}>{label}</InputLabel>}
      <InputComponent
        aria-describedby={helperTextId} autoComplete={autoComplete} autoFocus={autoFocus} defaultValue={defaultValue} fullWidth={fullWidth}
        multiline={multiline} name={name} rows={rows} maxRows={maxRows} minRows={minRows} type={type} value={value} id={id} inputRef={inputRef}
        onBlur={onBlur} onChange={onChange} onFocus={onFocus} placeholder={placeholder} inputProps={{ ...inputProps, ...slots.htmlInput }}
        {...(variant === 'outlined' ? { label } : {})} {...InputProps} {...slots.input}
      />
      {helperText && <FormHelperText id={helperTextId} {...FormHelperTextProps} {...slots.formHelperText}>{helperText}</FormHelperText>}
    </Root>
  );
});
