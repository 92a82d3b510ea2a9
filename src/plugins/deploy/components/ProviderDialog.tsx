import { errorMessage } from '@core';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_PROVIDERS, PROVIDERS, PROVIDER_NAMES, type AvailableProvider, type Provider } from '../contract';
import { ProviderIcon } from './ProviderIcon';

interface Props {
  /** Asks the API for the provider's authorisation address; the browser then goes there. */
  onConnect: (provider: AvailableProvider) => Promise<void>;
  onClose: () => void;
}

const isAvailable = (provider: Provider): provider is AvailableProvider => (AVAILABLE_PROVIDERS as readonly string[]).includes(provider);

/** Part 2 §4: choose a provider, then connect (the browser leaves for the provider). */
export function ProviderDialog({ onConnect, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<AvailableProvider | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connect = async () => {
    if (!chosen) return;
    setConnecting(true);
    setError(null);
    try {
      await onConnect(chosen);
    } catch (failure) {
      setError(errorMessage(failure));
      setConnecting(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{chosen ? t('deploy.provider.connectTitle', { provider: PROVIDER_NAMES[chosen] }) : t('deploy.provider.title')}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        {chosen ? (
          <DialogContentText>{t('deploy.provider.connectText', { provider: PROVIDER_NAMES[chosen] })}</DialogContentText>
        ) : (
          <List aria-label={t('deploy.provider.title')}>
            {PROVIDERS.map((provider) => (
              <ListItemButton key={provider} disabled={!isAvailable(provider)} onClick={() => isAvailable(provider) && setChosen(provider)}>
                <ListItemIcon><ProviderIcon provider={provider} /></ListItemIcon>
                <ListItemText primary={PROVIDER_NAMES[provider]} />
                {!isAvailable(provider) && <Chip size="small" label={t('deploy.provider.soon')} />}
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {chosen ? (
          <>
            <Button startIcon={<ArrowBack />} onClick={() => setChosen(null)} disabled={connecting}>{t('deploy.provider.back')}</Button>
            <Button variant="contained" onClick={connect} disabled={connecting}>{t(connecting ? 'deploy.provider.connecting' : 'deploy.provider.connect')}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('shell.form.cancel')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
