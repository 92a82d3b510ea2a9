import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "Acessar": the domain's site in a new tab. */
export function OpenSiteLink({ domain }: { domain: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" href={`http://${domain}`} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="small" />} aria-label={t('site-domains.common.openLabel', { domain })}>
      {t('site-domains.common.open')}
    </Button>
  );
}
