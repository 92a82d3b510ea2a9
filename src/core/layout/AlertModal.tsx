import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { signOut } from '../auth/authProvider';
import { api } from '../http/client';
import { subscribe } from '../http/errorBus';
import { decide, type ErrorAlert } from '../http/errorCatalogue';
import { NOT_FOUND_PATH } from '../routing/corePaths';

type Shown = ErrorAlert & { notice?: string };

/** The global alert modal and the global error handling of part 1 §8. */
export function AlertModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(
    () =>
      subscribe((event) => {
        if (event.kind === 'alert') {
          setShown({ title: 'Notificação', status: 0, call: '', canNotifyProvider: false, ...event.alert });
          return;
        }
        const decision = decide(event.error);
        switch (decision.kind) {
          case 'logout':
            void signOut().then(() => {
              queryClient.clear();
              navigate('/auth/login', { replace: true });
            });
            break;
          case 'forbidden':
            setShown(decision.alert);
            navigate('/', { replace: true });
            break;
          case 'notFound':
            navigate(NOT_FOUND_PATH, { replace: true });
            break;
          case 'alert':
          case 'needsRecharge':
            setShown(decision.alert);
            break;
          default:
            break;
        }
      }),
    [navigate, queryClient],
  );

  const notifyProvider = async () => {
    if (!shown) return;
    setSending(true);
    try {
      await api('POST', '/ticket', {
        body: {
          subject: 'error_report',
          department: 'technical',
          message: shown.message,
          note: JSON.stringify({ page: location.pathname + location.search, call: shown.call, status: shown.status }),
        },
      });
      setShown({ ...shown, canNotifyProvider: false, notice: t('shell.alert.notified') });
    } catch {
      setShown({ ...shown, notice: t('shell.alert.notifyFailed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={shown !== null} onClose={() => setShown(null)} aria-labelledby="global-alert-title">
      <DialogTitle id="global-alert-title">{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown?.message}</DialogContentText>
        {shown?.notice && <DialogContentText sx={{ mt: 2 }} role="status">{shown.notice}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        {shown?.canNotifyProvider && shown.status > 0 && (
          <Button onClick={notifyProvider} disabled={sending}>{t('shell.alert.notifyProvider')}</Button>
        )}
        {shown?.rechargePath && (
          <Button onClick={() => { navigate(shown.rechargePath!); setShown(null); }} variant="contained">{t('shell.alert.recharge')}</Button>
        )}
        <Button onClick={() => setShown(null)} variant={shown?.rechargePath ? 'outlined' : 'contained'} autoFocus>{t('shell.alert.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
