import { Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRODUCTS, type Product } from '../catalogue';
import { ChoiceCard } from './ChoiceCard';

export function ProductStep({ product, onChoose }: { product: Product | null; onChoose: (product: Product) => void }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {PRODUCTS.map((id) => (
        <Grid key={id} size={{ xs: 12, md: 4 }}>
          <ChoiceCard selected={product === id} onSelect={() => onChoose(id)} label={t(`hosting-create.products.${id}.name`)}>
            <Typography variant="h6" component="h3">{t(`hosting-create.products.${id}.name`)}</Typography>
            <Typography variant="body2" color="text.secondary">{t(`hosting-create.products.${id}.description`)}</Typography>
          </ChoiceCard>
        </Grid>
      ))}
    </Grid>
  );
}
