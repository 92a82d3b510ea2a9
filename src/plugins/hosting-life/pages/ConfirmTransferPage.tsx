export default function ConfirmTransferPage() { return null; }
