import { FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { ApiError, FormDialog, publishError } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCER_REGIONS, balancerAddSchema, REGION_NAMES, type BalancerAddBody, type BalancerRegion } from '../contract';

type Mode = 'NEW' | 'CUSTOM';

/** Adds a worker (part 2 §3, §5): NEW takes another of the user's hostings in a region, CUSTOM any host and IP. */
export function AddWorkerDialog({ targets, onSave, onClose }: { targets: string[]; onSave: (body: BalancerAddBody) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('NEW');
  const [region, setRegion] = useState<BalancerRegion>('BR');
  const [hosting, setHosting] = useState('');
  const [host, setHost] = useState('');
  const [ip, setIp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: BalancerAddBody = mode === 'NEW' ? { mode, region, hosting } : { mode, host, ip };
    const parsed = balancerAddSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else publishError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog title={t('hosting-life.balancer.addTitle')} submitting={saving} onSubmit={submit} onClose={onClose}>
      <RadioGroup row aria-label={t('hosting-life.balancer.mode')} value={mode} onChange={(event) => { setMode(event.target.value as Mode); setErrors({}); }}>
        <FormControlLabel value="NEW" control={<Radio />} label={t('hosting-life.balancer.modeNew')} />
        <FormControlLabel value="CUSTOM" control={<Radio />} label={t('hosting-life.balancer.modeCustom')} />
      </RadioGroup>
      {mode === 'NEW' ? (
        <>
          <TextField select label={t('hosting-life.balancer.hosting')} value={hosting} onChange={(event) => setHosting(event.target.value)}
            error={!!errors.hosting} helperText={errors.hosting ?? (targets.length === 0 ? t('hosting-life.balancer.noTargets') : undefined)}>
            {targets.map((domain) => <MenuItem key={domain} value={domain}>{domain}</MenuItem>)}
          </TextField>
          <TextField select label={t('hosting-life.balancer.region')} value={region} onChange={(event) => setRegion(event.target.value as BalancerRegion)}
            error={!!errors.region} helperText={errors.region}>
            {BALANCER_REGIONS.map((r) => <MenuItem key={r} value={r}>{REGION_NAMES[r]}</MenuItem>)}
          </TextField>
        </>
      ) : (
        <>
          <TextField label={t('hosting-life.balancer.host')} value={host} required onChange={(event) => setHost(event.target.value.toLowerCase())}
            error={!!errors.host} helperText={errors.host} placeholder="servidor.meusite.com.br" slotProps={{ htmlInput: { maxLength: 253 } }} />
          <TextField label={t('hosting-life.balancer.ip')} value={ip} required onChange={(event) => setIp(event.target.value.trim())}
            error={!!errors.ip} helperText={errors.ip} placeholder="192.0.2.10" slotProps={{ htmlInput: { maxLength: 15 } }} />
        </>
      )}
    </FormDialog>
  );
}
