import { errorMessage, FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BRANCH_MAX_LENGTH,
  createIntegrationSchema,
  DIR_MAX_LENGTH,
  PROVIDER_NAMES,
  publishDirFor,
  type AvailableProvider,
  type CreateIntegrationBody,
  type CreateIntegrationInput,
} from '../contract';
import { useRepositories } from './useDeploy';

interface Props {
  resource: string;
  provider: AvailableProvider;
  onSave: (body: CreateIntegrationInput) => Promise<unknown>;
  onClose: () => void;
}

/** Part 2 §2, §5: after the provider sends the browser back, choose the repository, branch and publish directory. */
export function RepositoryDialog({ resource, provider, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const repositories = useRepositories(resource, provider);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<CreateIntegrationInput, unknown, CreateIntegrationBody>({
    resolver: zodResolver(createIntegrationSchema),
    defaultValues: { provider, repository: '', branch: '', dir: '' },
  });
  const choose = (fullPath: string) => {
    const repository = repositories.data?.find((r) => r.fullPath === fullPath);
    if (!repository) return;
    setValue('branch', repository.branch, { shouldValidate: formState.isSubmitted });
    setValue('dir', publishDirFor(repository), { shouldValidate: formState.isSubmitted });
  };
  return (
    <FormDialog title={t('deploy.repository.title', { provider: PROVIDER_NAMES[provider] })} submitting={formState.isSubmitting}
      rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['repository', 'branch', 'dir']))}>
      {repositories.isPending && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{t('deploy.repository.loading')}</Typography>
        </Stack>
      )}
      {repositories.isError && <Alert severity="error">{errorMessage(repositories.error)}</Alert>}
      <Controller name="repository" control={control} render={({ field, fieldState }) => (
        <TextField select label={t('deploy.repository.repository')} {...field} disabled={!repositories.data}
          onChange={(event) => { field.onChange(event); choose(event.target.value); }}
          error={!!fieldState.error} helperText={fieldState.error?.message}>
          {(repositories.data ?? []).map((repository) => <MenuItem key={repository.fullPath} value={repository.fullPath}>{repository.fullPath}</MenuItem>)}
        </TextField>
      )} />
      <TextField label={t('deploy.repository.branch')} {...register('branch')} error={!!formState.errors.branch}
        helperText={formState.errors.branch?.message} slotProps={{ htmlInput: { maxLength: BRANCH_MAX_LENGTH } }} />
      <TextField label={t('deploy.repository.dir')} {...register('dir')} error={!!formState.errors.dir}
        helperText={formState.errors.dir?.message ?? t('deploy.repository.dirHelp')} slotProps={{ htmlInput: { maxLength: DIR_MAX_LENGTH } }} />
    </FormDialog>
  );
}
