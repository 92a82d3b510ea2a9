import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from '@core/contracts';

interface Props<S extends z.ZodObject> {
  title: string;
  label: string;
  help?: string;
  field: keyof z.input<S> & string;
  schema: S;
  /** Shown after the field, e.g. "@lojadaana.com.br" for a name of the domain. */
  suffix?: string;
  type?: 'email' | 'text';
  maxLength: number;
  onSave: (body: z.output<S>) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog with one lower-cased field (alias, redirect, list, member, antispam entry), its errors under it. */
export function SingleFieldDialog<S extends z.ZodObject>({ title, label, help, field, schema, suffix, type = 'text', maxLength, onSave, onClose }: Props<S>) {
  const { register, handleSubmit, setError, formState } = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    defaultValues: { [field]: '' },
  });
  const registration = register(field);
  const error = formState.errors[field]?.message;
  return (
    <FormDialog title={title} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message as string | undefined} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body as z.output<S>), onClose, setError, [field]))}>
      <TextField label={label} type={type} autoFocus autoComplete="off" {...registration}
        onChange={(event) => {
          event.target.value = event.target.value.toLowerCase();
          return registration.onChange(event);
        }}
        error={!!error} helperText={(error as string | undefined) ?? help}
        slotProps={{
          htmlInput: { maxLength },
          input: suffix ? { endAdornment: <InputAdornment position="end"><Typography component="span" sx={{ color: 'text.primary' }}>{suffix}</Typography></InputAdornment> } : undefined,
        }} />
    </FormDialog>
  );
}
