import { Stack, Typography } from '@mui/material';
import { api, LoadingOrFailed } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { SessionsCard } from '../components/SessionsCard';
import { TwoFactorCard } from '../components/TwoFactorCard';
import type { Profile } from '../contract';

export const PROFILE_KEY = ['user', 'profile'] as const;

export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => api<Profile>('GET', '/user/profile', { signal }) });
  if (!profile.data) return <LoadingOrFailed query={profile} />;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">{t('account.profile.title')}</Typography>
      <ProfileForm profile={profile.data} />
      <PasswordForm />
      <TwoFactorCard enabled={profile.data.twoFactorEnabled} onChange={() => profile.refetch()} />
      <SessionsCard />
    </Stack>
  );
}
