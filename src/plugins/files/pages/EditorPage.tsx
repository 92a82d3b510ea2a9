export default function EditorPage() { return null; }
