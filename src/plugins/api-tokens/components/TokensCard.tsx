import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { ConfirmDialog, formatDate, formatDateTime, PageLoading, StackedCell, usePhone } from '@core';
import { Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../contract';
import { CreateTokenDialog } from './CreateTokenDialog';
import { TokenShownDialog } from './TokenShownDialog';
import { useTokens } from './useTokens';

/** The API tokens table of /user/access (part 1 §2): value shown once, removal confirmed, row greyed for 3 s. */
export default function TokensCard() {
  const { t } = useTranslation();
  const phone = usePhone();
  const { list, create, removing, remove } = useTokens();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ApiToken | null>(null);

  const cells = (token: ApiToken) => [
    { label: t('api-tokens.columns.date'), value: formatDate(token.date) },
    { label: t('api-tokens.columns.permission'), value: t(token.readOnly ? 'api-tokens.scope.readOnly' : 'api-tokens.scope.readWrite') },
    { label: t('api-tokens.columns.hosting'), value: token.hostings.length ? token.hostings.join(', ') : t('api-tokens.scope.all') },
    { label: t('api-tokens.columns.groups'), value: token.permissions.length ? token.permissions.map((flag) => t(`api-tokens.permissions.${flag}`)).join(', ') : t('api-tokens.scope.allGroups') },
    { label: t('api-tokens.columns.addresses'), value: token.addresses.length ? token.addresses.join(', ') : t('api-tokens.scope.anywhere') },
    { label: t('api-tokens.columns.expires'), value: token.expiresAt ? formatDate(token.expiresAt) : t('api-tokens.scope.never') },
    { label: t('api-tokens.columns.lastUsed'), value: token.lastUsed ? t('api-tokens.lastUsed', { when: formatDateTime(token.lastUsed.at), address: token.lastUsed.address }) : t('api-tokens.scope.unused') },
  ];
  const action = (token: ApiToken) =>
    removing.has(token.id) ? (
      <CircularProgress size={24} aria-label={t('api-tokens.removing', { name: token.name })} />
    ) : (
      <Tooltip title={t('api-tokens.remove')}>
        <IconButton onClick={() => setConfirming(token)} aria-label={t('api-tokens.removeNamed', { name: token.name })}><DeleteOutline /></IconButton>
      </Tooltip>
    );

  return (
    <Card component="section" aria-labelledby="api-tokens-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="api-tokens-title" variant="h6" component="h2">{t('api-tokens.title')}</Typography>
          <Button variant="contained" onClick={() => setAdding(true)}>{t('api-tokens.add')}</Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('api-tokens.help')}</Typography>
        {!list.data ? <PageLoading /> : list.data.length === 0 ? <Typography>{t('api-tokens.empty')}</Typography> : (
          <Table aria-labelledby="api-tokens-title" size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('api-tokens.columns.name')}</TableCell>
                {!phone && cells(list.data[0]).map((c) => <TableCell key={c.label}>{c.label}</TableCell>)}
                {!phone && <TableCell align="right">{t('api-tokens.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((token) => {
                const greyed = removing.has(token.id);
                const name = <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{token.name}</Box>;
                return (
                  <TableRow key={token.id} data-removing={greyed || undefined} aria-busy={greyed} sx={greyed ? { opacity: 0.5 } : undefined}>
                    {phone ? (
                      <TableCell><StackedCell primary={name} details={cells(token)} actions={action(token)} /></TableCell>
                    ) : (
                      <>
                        <TableCell>{name}</TableCell>
                        {cells(token).map((c) => <TableCell key={c.label}>{c.value}</TableCell>)}
                        <TableCell align="right">{action(token)}</TableCell>
                      </>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {adding && (
        <CreateTokenDialog onClose={() => setAdding(false)}
          onSave={(body) => create.mutateAsync(body).then((created) => setShown(created.token ?? null))} />
      )}
      {shown && <TokenShownDialog token={shown} onClose={() => setShown(null)} />}
      {confirming && (
        <ConfirmDialog title={t('api-tokens.removeTitle')} question={t('api-tokens.removeQuestion', { name: confirming.name })}
          onClose={() => setConfirming(null)}
          onConfirm={() => { const id = confirming.id; setConfirming(null); void remove(id); }} />
      )}
    </Card>
  );
}
