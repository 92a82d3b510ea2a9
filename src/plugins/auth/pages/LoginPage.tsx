import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Card, CardContent, Grid, IconButton, InputAdornment, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { ApiError, brand, errorMessage, safeRedirectTarget, signIn } from '@core';
import { loginSchema, type LoginBody } from '@core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/** Where to go after signing in: a path on this panel, or "/". */
function targetAfterLogin(params: URLSearchParams): string {
  return safeRedirectTarget(params.get('redirect')) ?? '/';
}

function PromoPanel() {
  const { t } = useTranslation();
  return (
    <Box component="aside" aria-labelledby="promo-title" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 4, height: '100%' }}>
      <Typography id="promo-title" variant="h5" component="h2" gutterBottom>{t('auth.promo.title')}</Typography>
      <Typography>{t('auth.promo.text')}</Typography>
    </Box>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [banner, setBanner] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const answer = await signIn(values);
      if (answer.token) window.location.assign(targetAfterLogin(params));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'email' || field === 'password') setError(field, { type: 'server', message });
        }
        if (!error.fieldErrors.email && !error.fieldErrors.password) setBanner(error.message);
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
        setBanner(error.message);
      } else {
        setBanner(errorMessage(error));
      }
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Grid container spacing={3} sx={{ maxWidth: 960 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ p: 4 }}>
              <Stack spacing={2}>
                <img src={brand.logoUrl} alt={brand.productName} height={40} style={{ alignSelf: 'flex-start' }} />
                <Typography variant="h5" component="h1">{t('auth.login.heading')}</Typography>
                {banner && <Alert severity="error" role="alert">{banner}</Alert>}
                <TextField label={t('auth.login.email')} type="email" autoComplete="email" autoFocus={!params.get('email')}
                  {...register('email')} error={!!formState.errors.email} helperText={formState.errors.email?.message} />
                <TextField label={t('auth.login.password')} type={showPassword ? 'text' : 'password'} autoComplete="current-password" autoFocus={!!params.get('email')}
                  {...register('password')} error={!!formState.errors.password} helperText={formState.errors.password?.message}
                  slotProps={{ input: { endAdornment: (
                    <InputAdornment position="end">
                      <IconButton onClick={() => setShowPassword((v) => !v)} aria-label={t(showPassword ? 'auth.login.hidePassword' : 'auth.login.showPassword')} edge="end">
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ) } }} />
                <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
                  {formState.isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
                </Button>
                <MuiLink component={Link} to="/auth/reset-password">{t('auth.login.forgot')}</MuiLink>
                <MuiLink component={Link} to="/auth/register">{t('auth.login.register')}</MuiLink>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PromoPanel />
        </Grid>
      </Grid>
    </Box>
  );
}
