import Autorenew from '@mui/icons-material/Autorenew';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { generatePassword, MAX_PASSWORD_LENGTH } from '../contract';

interface Props {
  registration: UseFormRegisterReturn;
  error?: string;
  /** Receives a generated password; the field then shows it so it can be noted down. */
  onGenerate: (password: string) => void;
  autoFocus?: boolean;
}

/** The password input with show/hide and the "Gerar senha" button (part 2 §5: 16 characters). */
export function PasswordField({ registration, error, onGenerate, autoFocus }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const generate = () => {
    onGenerate(generatePassword());
    setVisible(true);
  };
  return (
    <TextField label={t('email.fields.password')} type={visible ? 'text' : 'password'} autoComplete="new-password" autoFocus={autoFocus} {...registration}
      error={!!error} helperText={error ?? t('email.fields.passwordHelp')}
      slotProps={{
        htmlInput: { maxLength: MAX_PASSWORD_LENGTH },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t(visible ? 'email.fields.hide' : 'email.fields.show')}>
                <IconButton onClick={() => setVisible((v) => !v)} aria-label={t(visible ? 'email.fields.hide' : 'email.fields.show')} edge="end">
                  {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                </IconButton>
              </Tooltip>
              <Tooltip title={t('email.fields.generate')}>
                <IconButton onClick={generate} aria-label={t('email.fields.generate')} edge="end"><Autorenew fontSize="small" /></IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }} />
  );
}
