import { TextField, type TextFieldProps } from '@mui/material';
import IMask, { type FactoryOpts, type InputMask } from 'imask';
import { useEffect, useRef } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue'> & {
  mask: FactoryOpts;
  value: string | undefined;
  onChange: (value: string) => void;
};

/** A text field whose typing goes through a mask; the form receives the masked text. */
export function MaskedTextField({ mask, value, onChange, slotProps, ...props }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const masked = IMask(inputRef.current!, mask);
    masked.value = inputRef.current!.value;
    masked.on('accept', () => onChangeRef.current(masked.value));
    maskRef.current = masked;
    return () => masked.destroy();
    // The mask is fixed for the field's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const masked = maskRef.current;
    if (masked && masked.value !== (value ?? '')) masked.value = value ?? '';
  }, [value]);

  return <TextField {...props} inputRef={inputRef} defaultValue={value ?? ''} slotProps={{ ...slotProps, inputLabel: { shrink: true } }} />;
}
