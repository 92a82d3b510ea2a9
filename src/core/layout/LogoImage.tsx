import { Box } from '@mui/material';
import { brand } from '../runtime/registry';

/** The header's logo: the brand's, or one given at run time (a reseller's, through the `shell.logo` slot). */
export function LogoImage({ src }: { src?: string | null }) {
  return (
    <Box component="img" src={src ?? brand.logoUrl} alt={brand.productName} data-testid="panel-logo"
      sx={{ height: 32, maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' }} />
  );
}
