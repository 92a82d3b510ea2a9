import GitHub from '@mui/icons-material/GitHub';
import Source from '@mui/icons-material/Source';
import Storage from '@mui/icons-material/Storage';
import type { Provider } from '../contract';

/** MUI ships GitHub's mark only; the others get a neutral repository icon. */
export function ProviderIcon({ provider }: { provider: Provider }) {
  if (provider === 'github') return <GitHub fontSize="small" />;
  if (provider === 'gitlab') return <Source fontSize="small" />;
  return <Storage fontSize="small" />;
}
