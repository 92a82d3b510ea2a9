import { Alert, Box, Button, FormHelperText, Slider, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PHP_RANGES, type PhpNumericSetting } from '../contract';

interface Props {
  name: PhpNumericSetting;
  value: number;
  error?: string;
  disabled: boolean;
  onChange: (value: number) => void;
}

const withUnit = (value: number, unit: string) => (unit ? `${value} ${unit}` : String(value));

/** One PHP limit: a slider with the range and step of part 2 §9; a value above the maximum hides it. */
export function PhpSlider({ name, value, error, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const { min, max, step, unit } = PHP_RANGES[name];
  const overMaximum = value > max;
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <span>{t(`hosting-settings.php.labels.${name}`)}</span>
        {!overMaximum && <strong>{withUnit(value, unit)}</strong>}
      </Typography>
      {overMaximum ? (
        <Alert severity="warning" sx={{ mt: 1 }}
          action={<Button color="inherit" size="small" disabled={disabled} onClick={() => onChange(max)}>{t('hosting-settings.php.useMaximum', { value: withUnit(max, unit) })}</Button>}>
          {t('hosting-settings.php.overMaximum')}
        </Alert>
      ) : (
        <>
          <Slider value={value} min={min} max={max} step={step} disabled={disabled} onChange={(_, next) => onChange(next as number)}
            valueLabelDisplay="auto" getAriaValueText={(v) => withUnit(v, unit)} aria-labelledby={labelId} sx={{ mx: 1, width: 'calc(100% - 16px)', mb: 0 }} />
          <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', typography: 'caption', color: 'text.secondary' }}>
            <span>{withUnit(min, unit)}</span>
            <span>{withUnit(max, unit)}</span>
          </Box>
        </>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
