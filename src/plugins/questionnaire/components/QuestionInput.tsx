import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, Radio, RadioGroup, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Question } from '../contract';
import { MAX_ANSWER_TEXT, SCALE } from '../model';

/** What the customer has put into one question: the score, the choices ticked, the "Outro" text. */
export interface Draft {
  score: number | null;
  picked: string[];
  otherOn: boolean;
  other: string;
  text: string;
}

export const EMPTY_DRAFT: Draft = { score: null, picked: [], otherOn: false, other: '', text: '' };

export function draftValue(question: Question, draft: Draft): number | string | string[] | null {
  const other = draft.otherOn && draft.other.trim() ? [draft.other.trim()] : [];
  switch (question.type) {
    case 'quantitative': return draft.score;
    case 'text': return draft.text.trim() || null;
    case 'single_choice': return draft.otherOn ? (other[0] ?? null) : (draft.picked[0] ?? null);
    case 'multiple_choice': {
      const all = [...draft.picked, ...other];
      return all.length ? all : null;
    }
  }
}

const SCORES = Array.from({ length: SCALE.max - SCALE.min + 1 }, (_, i) => SCALE.min + i);

export function QuestionInput({ question, draft, onChange, labelId }: { question: Question; draft: Draft; onChange: (d: Draft) => void; labelId: string }) {
  const { t } = useTranslation();
  const otherLabel = t('questionnaire.other');
  const otherField = draft.otherOn && (
    <TextField size="small" label={t('questionnaire.otherText')} value={draft.other} autoFocus
      onChange={(e) => onChange({ ...draft, other: e.target.value })} slotProps={{ htmlInput: { maxLength: MAX_ANSWER_TEXT } }} />
  );
  switch (question.type) {
    case 'quantitative':
      return (
        <Box>
          <ToggleButtonGroup exclusive value={draft.score} aria-labelledby={labelId} size="small"
            onChange={(_, score: number | null) => onChange({ ...draft, score })} sx={{ flexWrap: 'wrap' }}>
            {SCORES.map((n) => <ToggleButton key={n} value={n} sx={{ minWidth: 36 }}>{n}</ToggleButton>)}
          </ToggleButtonGroup>
          {(question.labelMin || question.labelMax) && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', maxWidth: 400 }}>
              <Typography variant="caption">{question.labelMin}</Typography>
              <Typography variant="caption">{question.labelMax}</Typography>
            </Box>
          )}
        </Box>
      );
    case 'text':
      return (
        <TextField multiline minRows={2} fullWidth value={draft.text} placeholder={question.instructionPlaceholder}
          slotProps={{ htmlInput: { 'aria-labelledby': labelId, maxLength: MAX_ANSWER_TEXT } }} onChange={(e) => onChange({ ...draft, text: e.target.value })} />
      );
    case 'single_choice':
      return (
        <Box>
          <RadioGroup aria-labelledby={labelId} value={draft.otherOn ? '\u0000other' : (draft.picked[0] ?? '')}
            onChange={(e) => onChange(e.target.value === '\u0000other' ? { ...draft, otherOn: true, picked: [] } : { ...draft, otherOn: false, picked: [e.target.value] })}>
            {question.choice.map((c) => <FormControlLabel key={c} value={c} control={<Radio size="small" />} label={c} />)}
            {question.free_choice && <FormControlLabel value={'\u0000other'} control={<Radio size="small" />} label={otherLabel} />}
          </RadioGroup>
          {otherField}
        </Box>
      );
    case 'multiple_choice': {
      const count = draft.picked.length + (draft.otherOn ? 1 : 0);
      const full = question.max_selection !== undefined && count >= question.max_selection;
      const toggle = (c: string) => onChange({ ...draft, picked: draft.picked.includes(c) ? draft.picked.filter((p) => p !== c) : [...draft.picked, c] });
      return (
        <Box>
          <FormGroup aria-labelledby={labelId} role="group">
            {question.choice.map((c) => {
              const checked = draft.picked.includes(c);
              return <FormControlLabel key={c} label={c} control={<Checkbox size="small" checked={checked} disabled={!checked && full} onChange={() => toggle(c)} />} />;
            })}
            {question.free_choice && (
              <FormControlLabel label={otherLabel} control={<Checkbox size="small" checked={draft.otherOn} disabled={!draft.otherOn && full} onChange={() => onChange({ ...draft, otherOn: !draft.otherOn })} />} />
            )}
          </FormGroup>
          {otherField}
          {question.max_selection !== undefined && <FormHelperText>{t('questionnaire.maxSelection', { count: question.max_selection })}</FormHelperText>}
        </Box>
      );
    }
  }
}
