import { apiQuery, LogoImage } from '@core';
import { useQuery } from '@tanstack/react-query';
import { LOGO_PATHS, type Logo } from '../contract';

export const BRAND_LOGO_KEY = ['brand', 'logo'] as const;

/** The header's logo for a reseller's customer: the reseller's, else the brand's. */
export default function ResellerLogo() {
  const brandLogo = useQuery({ queryKey: BRAND_LOGO_KEY, ...apiQuery<Logo>(LOGO_PATHS.brand), staleTime: 5 * 60_000 });
  return <LogoImage src={brandLogo.data?.logo} />;
}
