import LocalOffer from '@mui/icons-material/LocalOffer';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bannerKind, formatRemaining, PROMOTION_BANNERS } from '../model';
import { usePromotion } from './usePromotion';

/** The promotion banner (part 1 §2, §9): what the promotion gives, its clock counting the seconds, and a click to where it leads. */
export default function PromotionBanner() {
  const { t } = useTranslation();
  const { promotion, secondsLeft } = usePromotion();
  if (!promotion?.active || secondsLeft <= 0) return null;
  const kind = bannerKind(promotion.type);
  const { to, value } = PROMOTION_BANNERS[kind];
  const { days, time } = formatRemaining(secondsLeft);
  return (
    <Card sx={{ mb: 2, bgcolor: kind === 'christmas' ? '#b71c1c' : 'primary.main', color: '#fff' }} data-testid="promotion-banner" data-kind={kind}>
      <CardActionArea component={Link} to={to} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <LocalOffer aria-hidden />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="p">{t(`promotions.${kind}.title`)}</Typography>
            <Typography>{t(`promotions.${kind}.text`, { value })}</Typography>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="body2">{t('promotions.endsIn')}</Typography>
            <Typography variant="h6" component="p" role="timer" aria-live="off" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="promotion-clock">
              {days > 0 ? t('promotions.days', { count: days, time }) : time}
            </Typography>
            <Typography variant="button">{t('promotions.cta')}</Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
