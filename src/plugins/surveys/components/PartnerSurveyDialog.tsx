import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { api, applyFieldErrors, useCurrentUser } from '@core';
import { MaskedTextField, MASKS } from '@core/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { partnerSchema, REASON_OTHER_MAX, REFUSAL_REASONS, SCHEDULE_TIMES, surveyPaths } from '../contract';

const FIELDS = ['email', 'phone', 'scheduleDate', 'scheduleTime', 'refusalReason', 'reasonOther'] as const;
/** After a meeting is scheduled the confirmation stays 5 s, then the pop-up goes (part 1 §9). */
export const CLOSE_AFTER_MS = 5000;

type Values = {
  acceptance: '' | 'yes' | 'no';
  email: string;
  phone: string;
  scheduleDate: string;
  scheduleTime: string;
  refusalReason: string;
  reasonOther: string;
};

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The become-partner survey: schedule a meeting (morning or afternoon), or say why not. */
export function PartnerSurveyDialog({ onClose }: { onClose: (answered: boolean) => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const form = useForm<Values>({ defaultValues: { acceptance: '', email: user?.email ?? '', phone: user?.phone ?? '', scheduleDate: '', scheduleTime: '', refusalReason: '', reasonOther: '' } });
  const { register, watch, setValue, setError, clearErrors, handleSubmit, formState } = form;
  const [scheduled, setScheduled] = useState(false);
  const [acceptance, scheduleTime, refusalReason] = watch(['acceptance', 'scheduleTime', 'refusalReason']);

  useEffect(() => {
    if (!scheduled) return;
    const timer = window.setTimeout(() => onClose(true), CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [scheduled, onClose]);

  const onSubmit = handleSubmit(async (v) => {
    const body = v.acceptance === 'yes'
      ? { acceptance: true, email: v.email, phone: v.phone, scheduleDate: v.scheduleDate, scheduleTime: v.scheduleTime }
      : { acceptance: false, refusalReason: v.refusalReason, reasonOther: v.reasonOther };
    const checked = partnerSchema.safeParse(body);
    clearErrors();
    if (!checked.success) {
      for (const issue of checked.error.issues) setError(String(issue.path[0]) as keyof Values, { message: issue.message });
      return;
    }
    try {
      await api('POST', surveyPaths.partner, { body: checked.data });
      if (checked.data.acceptance) setScheduled(true);
      else onClose(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) setError('root.server', { message: t('surveys.failed') });
    }
  });
  const err = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message as string | undefined;

  return (
    <Dialog open onClose={() => onClose(scheduled)} aria-labelledby="partner-survey-title" fullWidth maxWidth="sm">
      <DialogTitle id="partner-survey-title">{t('surveys.partner.title')}</DialogTitle>
      <DialogContent>
        {scheduled ? (
          <Alert severity="success" role="status">{t('surveys.partner.scheduled')}</Alert>
        ) : (
          <Stack component="form" id="partner-survey" noValidate spacing={2} onSubmit={onSubmit} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t('surveys.partner.intro')}</Typography>
            {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
            <RadioGroup aria-label={t('surveys.partner.title')} value={acceptance} onChange={(e) => setValue('acceptance', e.target.value as Values['acceptance'])}>
              <FormControlLabel value="yes" control={<Radio />} label={t('surveys.partner.accept')} />
              <FormControlLabel value="no" control={<Radio />} label={t('surveys.partner.refuse')} />
            </RadioGroup>
            {acceptance === 'yes' && (
              <>
                <TextField label={t('surveys.partner.email')} type="email" {...register('email')} error={!!err('email')} helperText={err('email')} />
                <MaskedTextField mask={MASKS.phone} label={t('surveys.partner.phone')} type="tel" name="phone" value={watch('phone')}
                  onChange={(value) => setValue('phone', value)} error={!!err('phone')} helperText={err('phone')} />
                <TextField label={t('surveys.partner.date')} type="date" {...register('scheduleDate')} error={!!err('scheduleDate')} helperText={err('scheduleDate')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }} />
                <FormControl error={!!err('scheduleTime')}>
                  <FormLabel id="partner-time">{t('surveys.partner.time')}</FormLabel>
                  <RadioGroup aria-labelledby="partner-time" row value={scheduleTime} onChange={(e) => setValue('scheduleTime', e.target.value)}>
                    {SCHEDULE_TIMES.map((v) => <FormControlLabel key={v} value={v} control={<Radio />} label={t(`surveys.partner.times.${v}`)} />)}
                  </RadioGroup>
                  {err('scheduleTime') && <FormHelperText>{err('scheduleTime')}</FormHelperText>}
                </FormControl>
              </>
            )}
            {acceptance === 'no' && (
              <FormControl error={!!err('refusalReason')}>
                <FormLabel id="partner-reason">{t('surveys.partner.reason')}</FormLabel>
                <RadioGroup aria-labelledby="partner-reason" value={refusalReason} onChange={(e) => setValue('refusalReason', e.target.value)}>
                  {REFUSAL_REASONS.map((v) => <FormControlLabel key={v} value={v} control={<Radio />} label={t(`surveys.partner.reasons.${v}`)} />)}
                </RadioGroup>
                {err('refusalReason') && <FormHelperText>{err('refusalReason')}</FormHelperText>}
                {refusalReason === 'OTHER' && (
                  <TextField label={t('surveys.partner.reasonOther')} multiline minRows={2} {...register('reasonOther')} error={!!err('reasonOther')}
                    helperText={err('reasonOther')} slotProps={{ htmlInput: { maxLength: REASON_OTHER_MAX } }} sx={{ mt: 1 }} />
                )}
              </FormControl>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {scheduled ? (
          <Button onClick={() => onClose(true)}>{t('surveys.close')}</Button>
        ) : (
          <>
            <Button onClick={() => onClose(false)}>{t('surveys.later')}</Button>
            <Button type="submit" form="partner-survey" variant="contained" disabled={!acceptance || formState.isSubmitting}>{t('surveys.send')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
