import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, LoadingOrFailed, StackedCell, usePhone } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletedHosting } from '../contract';
import { LifeCard } from '../components/LifeCard';
import { useDeletedHostings } from '../components/queries';
import { RestoreDialog } from '../components/RestoreDialog';

/** "/hosting/restore": the removed hostings; each row opens its backup modal (part 2 §2). */
export default function RestorePage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const deleted = useDeletedHostings();
  const [open, setOpen] = useState<DeletedHosting | null>(null);
  if (!deleted.data) return <LoadingOrFailed query={deleted} />;
  const rows = deleted.data;
  const restoreButton = (h: DeletedHosting) => (
    <Button size="small" variant="outlined" onClick={() => setOpen(h)} aria-label={t('hosting-life.restore.open', { domain: h.domain })}>{t('hosting-life.restore.action')}</Button>
  );
  return (
    <LifeCard level="h1" title={t('hosting-life.restore.title')}>
      {rows.length === 0 ? (
        <Typography>{t('hosting-life.restore.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('hosting-life.restore.title')}>
          {!phone && (
            <TableHead>
              <TableRow>
                <TableCell>{t('hosting-life.restore.domain')}</TableCell>
                <TableCell>{t('hosting-life.restore.createdAt')}</TableCell>
                <TableCell>{t('hosting-life.restore.deletedAt')}</TableCell>
                <TableCell align="right">{t('hosting-life.restore.actions')}</TableCell>
              </TableRow>
            </TableHead>
          )}
          <TableBody>
            {rows.map((h) => (
              <TableRow key={h.username}>
                {phone ? (
                  <TableCell>
                    <StackedCell primary={h.domain} details={[{ label: t('hosting-life.restore.deletedAt'), value: formatDate(h.deletedAt) }]} actions={restoreButton(h)} />
                  </TableCell>
                ) : (
                  <>
                    <TableCell>{h.domain}</TableCell>
                    <TableCell>{formatDate(h.createdAt)}</TableCell>
                    <TableCell>{formatDate(h.deletedAt)}</TableCell>
                    <TableCell align="right">{restoreButton(h)}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {open && <RestoreDialog hosting={open} onClose={() => setOpen(null)} />}
    </LifeCard>
  );
}
