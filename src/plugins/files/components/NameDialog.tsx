import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { createSchema, NAME_MAX, type CreateInput } from '../contract';

/** "Nova pasta" and "Novo arquivo": one name in the current folder. */
export function NameDialog({ title, label, path, onSave, onClose }: { title: string; label: string; path: string; onSave: (body: CreateInput) => Promise<unknown>; onClose: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<CreateInput>({ resolver: zodResolver(createSchema), defaultValues: { path, name: '' } });
  return (
    <FormDialog title={title} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message ?? formState.errors.path?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['name', 'path']))}>
      <TextField label={label} autoFocus {...register('name')} error={!!formState.errors.name} helperText={formState.errors.name?.message}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <input type="hidden" {...register('path')} aria-hidden="true" />
    </FormDialog>
  );
}
