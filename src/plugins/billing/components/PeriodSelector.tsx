import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OTHER_MONTHS } from '../contract';
import { otherMonths } from './months';

type Choice = 'current' | 'previous' | 'other';

const choiceOf = (back: number): Choice => (back === 0 ? 'current' : back === 1 ? 'previous' : 'other');
const BACK_OF: Record<Choice, number> = { current: 0, previous: 1, other: OTHER_MONTHS.from };

/** Current month, previous month, or "Outro mês" from a list of 2 to 23 months back (part 1 §2 "Billing"). */
export function PeriodSelector({ back, onChange }: { back: number; onChange: (back: number) => void }) {
  const { t } = useTranslation();
  const months = useMemo(() => otherMonths(), []);
  const choice = choiceOf(back);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
      <ToggleButtonGroup exclusive size="small" color="primary" value={choice} aria-label={t('billing.period.label')} sx={{ flexShrink: 0 }}
        onChange={(_, next: Choice | null) => next && onChange(BACK_OF[next])}>
        {(['current', 'previous', 'other'] as const).map((option) => (
          <ToggleButton key={option} value={option} sx={{ whiteSpace: 'nowrap' }}>{t(`billing.period.${option}`)}</ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice === 'other' && (
        <TextField select size="small" label={t('billing.period.month')} value={back} onChange={(event) => onChange(Number(event.target.value))} sx={{ width: 240 }}>
          {months.map((month) => <MenuItem key={month.back} value={month.back}>{month.label}</MenuItem>)}
        </TextField>
      )}
    </Stack>
  );
}
