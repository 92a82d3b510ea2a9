import Editor from '@monaco-editor/react';
import { useTheme } from '@mui/material';
import type { editor } from 'monaco-editor';
import { useRef } from 'react';
import { monaco } from './monacoSetup';

interface Props {
  value: string;
  language: string;
  readOnly: boolean;
  label: string;
  onChange: (value: string) => void;
  onSave: () => void;
}

/** The code editor: Monaco with the language the server names, tab size 4. Lazy: its own chunk. */
export default function CodeEditor({ value, language, readOnly, label, onChange, onSave }: Props) {
  const theme = useTheme();
  const save = useRef(onSave);
  save.current = onSave;
  const mount = (instance: editor.IStandaloneCodeEditor) => {
    instance.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => save.current());
    instance.focus();
  };
  return (
    <div data-language={language || 'html'}>
    <Editor height="calc(100vh - 340px)" defaultLanguage="html" language={language || 'html'} value={value} theme={theme.palette.mode === 'dark' ? 'vs-dark' : 'vs'}
      onChange={(next) => onChange(next ?? '')} onMount={mount}
      options={{ tabSize: 4, insertSpaces: true, detectIndentation: false, readOnly, minimap: { enabled: false }, ariaLabel: label, automaticLayout: true, scrollBeyondLastLine: false, fontSize: 14 }} />
    </div>
  );
}
