import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { api, applyFieldErrors } from '@core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GOALS, GROUPS, ORIGINS, OTHER_GROUP_MAX, profileSurveySchema, surveyPaths, WEBSITES, type ProfileSurvey } from '../contract';

const FIELDS = ['group', 'otherGroup', 'goal', 'websites', 'origin'] as const;

/** The profile survey (part 1 §3, §5): goal and websites; the full form also the group and the origin. */
export function ProfileSurveyDialog({ simplified, onClose }: { simplified: boolean; onClose: (answered: boolean) => void }) {
  const { t } = useTranslation();
  const form = useForm<ProfileSurvey>({
    resolver: zodResolver(profileSurveySchema),
    defaultValues: { simplified, group: '', otherGroup: '', goal: undefined, websites: undefined, origin: '' },
  });
  const { control, register, watch, handleSubmit, setError, formState } = form;
  const [group, goal, websites, origin] = watch(['group', 'goal', 'websites', 'origin']);
  const complete = !!goal && !!websites && (simplified || (!!group && !!origin));
  const onSubmit = handleSubmit(async (values) => {
    try {
      await api('POST', surveyPaths.group, { body: values });
      onClose(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) setError('root.server', { message: t('surveys.failed') });
    }
  });
  const select = (name: 'group' | 'goal' | 'websites' | 'origin', values: readonly string[]) => (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <TextField select label={t(`surveys.profile.${name}.label`)} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} name={field.name}
        error={!!fieldState.error} helperText={fieldState.error?.message}>
        {values.map((v) => <MenuItem key={v} value={v}>{t(`surveys.profile.${name}.options.${v}`)}</MenuItem>)}
      </TextField>
    )} />
  );
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="profile-survey-title" fullWidth maxWidth="sm">
      <DialogTitle id="profile-survey-title">{t('surveys.profile.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="profile-survey" noValidate spacing={2} onSubmit={onSubmit} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('surveys.profile.intro')}</Typography>
          {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
          {!simplified && select('group', GROUPS)}
          {!simplified && group === 'other' && (
            <TextField label={t('surveys.profile.otherGroup')} {...register('otherGroup')} error={!!formState.errors.otherGroup}
              helperText={formState.errors.otherGroup?.message} slotProps={{ htmlInput: { maxLength: OTHER_GROUP_MAX } }} />
          )}
          {select('goal', GOALS)}
          {select('websites', WEBSITES)}
          {!simplified && select('origin', ORIGINS)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('surveys.later')}</Button>
        <Button type="submit" form="profile-survey" variant="contained" disabled={!complete || formState.isSubmitting}>{t('surveys.send')}</Button>
      </DialogActions>
    </Dialog>
  );
}
