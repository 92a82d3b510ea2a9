import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api, formatMoney, useCurrentUser } from '@core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteDiscountDialog } from '../../billing/ui';
import type { TutorialVideo } from '../contract';
import { openHelpModal, useHelpModal } from './stores';

const REFERRAL_CAP = 20;
const COPY_CONFIRMATION_MS = 3000;

const close = () => openHelpModal(null);

function ReferralModal() {
  const { t } = useTranslation();
  const link = useQuery({ queryKey: ['referral'], queryFn: ({ signal }) => api<{ link: string }>('GET', '/referral', { signal }) }).data?.link;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Dialog open onClose={close} aria-labelledby="referral-modal-title" fullWidth maxWidth="sm">
      <DialogTitle id="referral-modal-title">{t('help.referral.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('help.referral.text', { cap: formatMoney(REFERRAL_CAP) })}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField fullWidth size="small" label={t('help.referral.link')} value={link ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
          <Button variant="contained" disabled={!link} onClick={() => void navigator.clipboard.writeText(link!).then(() => setCopied(true))}>
            {copied ? t('help.referral.copied') : t('help.referral.copy')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions><Button onClick={close}>{t('help.close')}</Button></DialogActions>
    </Dialog>
  );
}

function DiscountModal() {
  return <SiteDiscountDialog activeSites={useCurrentUser().data?.activeServices ?? 0} onClose={close} />;
}

function VideosModal({ videos }: { videos: TutorialVideo[] }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={close} aria-labelledby="videos-modal-title" fullWidth maxWidth="sm">
      <DialogTitle id="videos-modal-title">{t('help.videos.title')}</DialogTitle>
      <DialogContent>
        {videos.length === 0 ? <Typography>{t('help.videos.none')}</Typography> : (
          <List>
            {videos.map((video) => (
              <ListItemButton key={video.url} onClick={() => openHelpModal({ kind: 'video', video })}>
                <ListItemText primary={video.title} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions><Button onClick={close}>{t('help.close')}</Button></DialogActions>
    </Dialog>
  );
}

function VideoModal({ video }: { video: TutorialVideo }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={close} aria-labelledby="video-modal-title" fullWidth maxWidth="md">
      <DialogTitle id="video-modal-title">{video.title}</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', pt: '56.25%' }}>
          <Box component="iframe" src={video.url} title={video.title} allow="fullscreen; picture-in-picture" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => openHelpModal({ kind: 'videos' })}>{t('help.videos.all')}</Button>
        <Button onClick={close}>{t('help.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The shell's modals (part 1 §2): referral, discount, tutorial videos and one video. */
export function HelpModals({ videos }: { videos: TutorialVideo[] }) {
  const modal = useHelpModal();
  switch (modal?.kind) {
    case 'referral': return <ReferralModal />;
    case 'discount': return <DiscountModal />;
    case 'videos': return <VideosModal videos={videos} />;
    case 'video': return <VideoModal video={modal.video} />;
    default: return null;
  }
}
