import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { compressSchema, NAME_MAX, suggestedArchiveName, type CompressFormat, type CompressInput, type FileEntry } from '../contract';

/** Compress: zip or gz (gz of several files becomes tar.gz); the name follows the format until edited. */
export function CompressDialog({ dir, files, onSave, onClose }: { dir: string; files: FileEntry[]; onSave: (body: CompressInput) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<CompressInput>({
    resolver: zodResolver(compressSchema),
    defaultValues: { dir, format: 'zip', name: suggestedArchiveName(files, 'zip'), files: files.map((file) => file.path) },
  });
  const changeFormat = (format: CompressFormat) => {
    if (getValues('name') === suggestedArchiveName(files, getValues('format'))) setValue('name', suggestedArchiveName(files, format));
    setValue('format', format);
  };
  return (
    <FormDialog title={t('files.compress.title', { count: files.length })} submitting={formState.isSubmitting}
      rootError={formState.errors.root?.server?.message ?? formState.errors.files?.message ?? formState.errors.dir?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['name', 'format', 'files', 'dir']))}>
      <Controller name="format" control={control} render={({ field }) => (
        <FormControl error={!!formState.errors.format}>
          <FormLabel id="compress-format">{t('files.compress.format')}</FormLabel>
          <RadioGroup row aria-labelledby="compress-format" value={field.value} onChange={(event) => changeFormat(event.target.value as CompressFormat)}>
            <FormControlLabel value="zip" control={<Radio />} label="zip" />
            <FormControlLabel value="gz" control={<Radio />} label={files.length > 1 || files[0]?.type === 'dir' ? 'gz (tar.gz)' : 'gz'} />
          </RadioGroup>
          {formState.errors.format && <FormHelperText>{formState.errors.format.message}</FormHelperText>}
        </FormControl>
      )} />
      <TextField label={t('files.compress.name')} autoFocus {...register('name')} error={!!formState.errors.name} helperText={formState.errors.name?.message}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
    </FormDialog>
  );
}
