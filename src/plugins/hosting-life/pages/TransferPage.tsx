export default function TransferPage() { return null; }
