import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Guard } from '../access/Guard';
import type { AccessCondition } from '../access/rules';
import { LazyPage } from './LazyPage';

/**
 * One contributed page or layout: its resource lower-cased by redirect, its access checked,
 * its code loaded lazily, its failures contained.
 */
export function PluginPage({ moduleKey, access, title }: { moduleKey: string; access: AccessCondition; title?: string }) {
  const location = useLocation();
  const { resource } = useParams();
  if (resource && resource !== resource.toLowerCase()) {
    const lower = location.pathname.replace(resource, resource.toLowerCase());
    return <Navigate to={lower + location.search} replace />;
  }
  return (
    <Guard access={access}>
      <LazyPage moduleKey={moduleKey} title={title} />
    </Guard>
  );
}
