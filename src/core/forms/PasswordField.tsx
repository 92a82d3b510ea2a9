import Autorenew from '@mui/icons-material/Autorenew';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LENGTH } from '../validation/limits';
import { generatePassword } from './generatePassword';
import { InputField, type InputFieldProps } from './InputField';

type Props = InputFieldProps & {
  /** Adds "Gerar senha": the generated password (part 2 §5) is handed over and shown, so it can be noted down. */
  onGenerate?: (password: string) => void;
};

/**
 * A password input with a show/hide toggle and, when asked, a generator; spreads react-hook-form's register().
 * Its buttons are named by a native title rather than MUI's Tooltip, which would bring Popper to the sign-in page.
 */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField({ onGenerate, ...props }, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = t(visible ? 'shell.form.hidePassword' : 'shell.form.showPassword');
  const generate = () => {
    onGenerate?.(generatePassword());
    setVisible(true);
  };
  return (
    <InputField
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { maxLength: MAX_LENGTH.password },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={() => setVisible((v) => !v)} aria-label={toggleLabel} title={toggleLabel} edge="end">
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
              {onGenerate && (
                <IconButton onClick={generate} aria-label={t('shell.form.generatePassword')} title={t('shell.form.generatePassword')} edge="end"><Autorenew fontSize="small" /></IconButton>
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
