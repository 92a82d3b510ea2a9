import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { pagePath } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE_DISCOUNT, siteDiscountPercent } from '../model';

/**
 * The discount modal (part 1 §2, §9): the rule, the owner's active sites towards it and what is missing,
 * or the discount being applied. Opened by the header's indicator and by the help buttons.
 */
export function SiteDiscountDialog({ activeSites, onClose }: { activeSites: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { minActiveSites: min, percent } = SITE_DISCOUNT;
  const earned = siteDiscountPercent(activeSites) > 0;
  const progress = t('billing.discount.progress', { count: Math.min(activeSites, min), min });
  const costPage = pagePath('/payment/cost');
  return (
    <Dialog open onClose={onClose} aria-labelledby="site-discount-title" fullWidth maxWidth="sm">
      <DialogTitle id="site-discount-title">{t('billing.discount.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('billing.discount.rule', { min, percent })}</DialogContentText>
        <LinearProgress variant="determinate" value={(Math.min(activeSites, min) / min) * 100} color={earned ? 'success' : 'primary'} aria-label={progress} />
        <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>{progress}</Typography>
        <DialogContentText>
          {earned ? t('billing.discount.youHave', { count: activeSites, percent }) : `${t('billing.discount.have', { count: activeSites })} ${t('billing.discount.missing', { count: min - activeSites })}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {costPage && <Button component={Link} to={costPage} onClick={onClose}>{t('billing.discount.seeCost')}</Button>}
        <Button onClick={onClose} variant="contained">{t('billing.discount.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
