import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { flagsOf, octalOf, permissionsSchema, type FileEntry, type PermissionsInput } from '../contract';

const WHO = ['user', 'group', 'public'] as const;
const WHAT = ['read', 'write', 'execute'] as const;

/** Unix permissions: read/write/execute for user, group and public, and the same as 3 octal digits. */
export function PermissionsDialog({ file, onSave, onClose }: { file: FileEntry; onSave: (body: PermissionsInput) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<PermissionsInput>({ resolver: zodResolver(permissionsSchema), defaultValues: { file: file.path, permissions: file.permissions } });
  return (
    <FormDialog title={t('files.permissions.title', { name: file.name })} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message ?? formState.errors.file?.message}
      onClose={onClose} onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['permissions', 'file']))}>
      <Controller name="permissions" control={control} render={({ field }) => {
        const valid = /^[0-7]{3}$/.test(field.value);
        const flags = flagsOf(valid ? field.value : '000');
        return (
          <>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell />
                  {WHAT.map((what) => <TableCell key={what} align="center">{t(`files.permissions.${what}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {WHO.map((who, row) => (
                  <TableRow key={who}>
                    <TableCell component="th" scope="row">{t(`files.permissions.${who}`)}</TableCell>
                    {WHAT.map((what) => (
                      <TableCell key={what} align="center" padding="checkbox">
                        <Checkbox checked={flags[row]![what]} disabled={!valid}
                          slotProps={{ input: { 'aria-label': `${t(`files.permissions.${who}`)}: ${t(`files.permissions.${what}`)}` } }}
                          onChange={(event) => {
                            const next = flags.map((entry) => ({ ...entry }));
                            next[row]![what] = event.target.checked;
                            field.onChange(octalOf(next));
                          }} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TextField label={t('files.permissions.numeric')} value={field.value} onChange={(event) => field.onChange(event.target.value.replace(/[^0-7]/g, '').slice(0, 3))}
              error={!!formState.errors.permissions} helperText={formState.errors.permissions?.message} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }} />
          </>
        );
      }} />
    </FormDialog>
  );
}
