import { FormDialog, submitWith } from '@core';
import { PasswordField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, FormLabel, InputAdornment, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useMemo, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createDatabaseFormSchema, DBMS, DEFAULT_DBMS, NAME_MAX_LENGTH, type CreateDatabaseBody, type CreateDatabaseForm } from '../contract';

interface Props {
  prefix: string;
  onSave: (body: CreateDatabaseBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Criar banco de dados": the type (only here), name and user after the hosting's prefix, lower-cased, and a password. */
export function CreateDatabaseDialog({ prefix, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => createDatabaseFormSchema(prefix), [prefix]);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<CreateDatabaseForm, unknown, CreateDatabaseBody>({
    resolver: zodResolver(schema),
    defaultValues: { dbms: DEFAULT_DBMS, dbname: '', user: '', password: '' },
  });
  const { errors } = formState;
  /** Lower-cased as typed (part 2 §5), so what the field shows is what is created. */
  const lower = (field: 'dbname' | 'user') => {
    const registered = register(field);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { selectionStart, selectionEnd } = event.target;
        event.target.value = event.target.value.toLowerCase();
        event.target.setSelectionRange(selectionStart, selectionEnd);
        return registered.onChange(event);
      },
    };
  };
  const adornment = { input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } };
  const suffixMax = Math.max(1, NAME_MAX_LENGTH - prefix.length);
  return (
    <FormDialog title={t('database.create.title')} submitting={formState.isSubmitting} rootError={errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['dbms', 'dbname', 'user', 'password']))}>
      <Stack spacing={0.5}>
        <FormLabel id="database-type">{t('database.fields.dbms')}</FormLabel>
        <Controller name="dbms" control={control} render={({ field }) => (
          <RadioGroup row aria-labelledby="database-type" {...field}>
            {DBMS.map((dbms) => <FormControlLabel key={dbms} value={dbms} control={<Radio />} label={t(`database.dbms.${dbms}`)} />)}
          </RadioGroup>
        )} />
      </Stack>
      <TextField autoFocus label={t('database.fields.dbname')} {...lower('dbname')} error={!!errors.dbname} helperText={errors.dbname?.message ?? t('database.create.nameHelp')}
        slotProps={{ ...adornment, htmlInput: { maxLength: suffixMax, autoCapitalize: 'none', spellCheck: false } }} />
      <TextField label={t('database.fields.user')} {...lower('user')} error={!!errors.user} helperText={errors.user?.message}
        slotProps={{ ...adornment, htmlInput: { maxLength: suffixMax, autoCapitalize: 'none', spellCheck: false } }} />
      <PasswordField label={t('database.fields.password')} autoComplete="new-password" {...register('password')} error={!!errors.password}
        helperText={errors.password?.message ?? t('database.fields.passwordHelp')} onGenerate={(password) => setValue('password', password, { shouldValidate: formState.isSubmitted })} />
    </FormDialog>
  );
}
