import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The folder's path, each part a link to that folder; the root is the hosting's home. */
export function PathBreadcrumb({ path, onOpen }: { path: string; onOpen: (path: string) => void }) {
  const { t } = useTranslation();
  const parts = path.split('/').filter(Boolean);
  const crumbs = [{ name: t('files.root'), path: '/' }, ...parts.map((name, index) => ({ name, path: '/' + parts.slice(0, index + 1).join('/') }))];
  return (
    <Breadcrumbs aria-label={t('files.breadcrumb')} maxItems={8} sx={{ wordBreak: 'break-all' }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.path} color="text.primary" aria-current="page">{crumb.name}</Typography>
        ) : (
          <Link key={crumb.path} component="button" type="button" underline="hover" color="inherit" onClick={() => onOpen(crumb.path)}>{crumb.name}</Link>
        ),
      )}
    </Breadcrumbs>
  );
}
