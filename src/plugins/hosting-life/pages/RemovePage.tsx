export default function RemovePage() { return null; }
