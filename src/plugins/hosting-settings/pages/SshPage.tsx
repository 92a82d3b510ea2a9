export default function SshPage() { return null; }
