export default function RestoreAlert() { return null; }
