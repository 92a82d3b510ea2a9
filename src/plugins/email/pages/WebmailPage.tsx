import { alertFailure } from '@core';
import Check from '@mui/icons-material/Check';
import OpenInNew from '@mui/icons-material/OpenInNew';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, CardHeader, FormHelperText, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useEmailData } from '../components/useEmail';
import { useWebmailMutations } from '../components/useMailFeatures';
import { ApiErrorFields } from '../components/apiErrorFields';
import { LOGO_MAX_BYTES, MESSAGES, WEBMAIL_COLOR_HEX, WEBMAIL_COLORS, type WebmailColor } from '../contract';

const titleProps = { title: { component: 'h2', variant: 'h6' } } as const;

/** Webmail: the access link, the logo (jpg/png, 100 KB, ideal 210x70) and the colour (part 2 §2, §9). */
export default function WebmailPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const webmail = useEmailData(resource, 'webmail');
  const custom = useEmailData(resource, 'customization');
  const { uploadLogo, customize } = useWebmailMutations(resource);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [color, setColor] = useState<WebmailColor>('default');
  const saved = custom.data?.customization;
  useEffect(() => {
    if (saved) setColor(saved.color);
  }, [saved]);

  const send = (file: File | null) => {
    setLogoError(null);
    uploadLogo.mutate(file, {
      onSuccess: () => notify(t('email.webmail.logoUpdated'), { type: 'success' }),
      onError: (error) => {
        const field = ApiErrorFields.of(error).logo;
        if (field) setLogoError(field);
        else alertFailure(error, t('email.webmail.logoError'));
      },
    });
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.(jpe?g|png)$/i.test(file.name)) return setLogoError(MESSAGES.logoType);
    if (file.size > LOGO_MAX_BYTES) return setLogoError(MESSAGES.logoSize);
    send(file);
  };
  const choose = (next: WebmailColor) => {
    const before = color;
    setColor(next);
    customize.mutate({ color: next }, {
      onSuccess: () => notify(t('email.webmail.customized'), { type: 'success' }),
      onError: (error) => {
        setColor(before);
        alertFailure(error, t('email.webmail.customizeError'));
      },
    });
  };
  const url = webmail.data?.webmail?.url;

  return (
    <Stack spacing={2}>
      <Card component="section" aria-label={t('email.webmail.accessTitle')}>
        <CardHeader title={t('email.webmail.accessTitle')} subheader={t('email.webmail.accessHelp')} slotProps={titleProps} />
        <CardContent sx={{ pt: 0 }}>
          {webmail.isPending && <Skeleton variant="rectangular" height={36} />}
          {url && (
            <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="small" />} aria-label={t('email.accounts.webmailLabel')} sx={{ maxWidth: '100%', wordBreak: 'break-all' }}>
              {url.replace(/^https?:\/\//, '')}
            </Button>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-label={t('email.webmail.logoTitle')}>
        <CardHeader title={t('email.webmail.logoTitle')} subheader={t('email.webmail.logoHelp')} slotProps={titleProps} />
        <CardContent sx={{ pt: 0 }}>
          {custom.isPending && <Skeleton variant="rectangular" height={70} />}
          {custom.isError && <Alert severity="error">{custom.error.message}</Alert>}
          {saved && (
            <Stack spacing={2}>
              {saved.logo ? (
                <Box component="img" src={saved.logo} alt={t('email.webmail.logoAlt')} sx={{ height: 70, maxWidth: '100%', objectFit: 'contain', alignSelf: 'flex-start' }} />
              ) : (
                <Typography color="text.secondary">{t('email.webmail.noLogo')}</Typography>
              )}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={uploadLogo.isPending}>
                  {t('email.webmail.chooseLogo')}
                  <input hidden type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" aria-label={t('email.webmail.chooseLogo')} onChange={pick} />
                </Button>
                {saved.logo && <Button color="error" disabled={uploadLogo.isPending} onClick={() => send(null)}>{t('email.webmail.removeLogo')}</Button>}
              </Stack>
              {logoError && <FormHelperText error role="alert">{logoError}</FormHelperText>}
            </Stack>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-label={t('email.webmail.colorTitle')}>
        <CardHeader title={t('email.webmail.colorTitle')} slotProps={titleProps} />
        <CardContent sx={{ pt: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap role="radiogroup" aria-label={t('email.webmail.colorTitle')} sx={{ flexWrap: 'wrap' }}>
            {WEBMAIL_COLORS.map((key) => (
              <Tooltip key={key} title={t(`email.webmail.colors.${key}`)}>
                <Box component="button" type="button" role="radio" aria-checked={color === key} aria-label={t(`email.webmail.colors.${key}`)}
                  disabled={!saved || customize.isPending} onClick={() => color !== key && choose(key)}
                  sx={{ width: 44, height: 44, borderRadius: '50%', bgcolor: WEBMAIL_COLOR_HEX[key], border: 3, borderColor: color === key ? 'text.primary' : 'transparent', cursor: 'pointer', color: '#fff', display: 'grid', placeItems: 'center', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}>
                  {color === key && <Check fontSize="small" />}
                </Box>
              </Tooltip>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
